#include "cli.h"

#include <cctype>
#include <charconv>
#include <cstdio>
#include <iostream>

#include "unpod/assets/file_io.h"

namespace unpod::tool {

uint32_t parse_u32(const std::string& text, const char* what) {
  std::string_view digits = text;
  int base = 10;
  if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
    digits.remove_prefix(2);
    base = 16;
  }
  uint32_t value = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value, base);
  if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size())
    throw UsageError(std::string(what) + " '" + text +
                     "' is not a 32-bit number (hex with 0x, or decimal)");
  return value;
}

bool wants_help(const Args& args) {
  for (const auto& a : args)
    if (a == "-h" || a == "--help") return true;
  return false;
}

int report(const assets::LoadError& error) {
  std::cerr << "unpod-tool: " << error.to_string() << "\n";
  return kExitLoadError;
}

int report(const std::string& message) {
  std::cerr << "unpod-tool: " << message << "\n";
  return kExitLoadError;
}

bool read_input(const std::filesystem::path& path, std::vector<uint8_t>& bytes) {
  auto file = assets::read_file(path);
  if (!file) {
    report(file.error());
    return false;
  }
  bytes = std::move(*file);
  return true;
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llX", static_cast<unsigned long long>(v));
  return buf;
}

std::string upper_extension(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  for (auto& c : ext) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return ext;
}

int run_generator(const Args& args, const char* out_name, std::string (*generate)(uint32_t seed)) {
  if (args.empty() || args.size() > 2)
    throw UsageError(std::string("expects SEED and perhaps ") + out_name);
  for (const auto& a : args)
    if (a.starts_with("--")) throw UsageError("unknown option " + a);
  const std::string text = generate(parse_u32(args[0], "SEED"));
  if (args.size() == 1) {
    std::cout << text;
    return kExitOk;
  }
  const std::filesystem::path out = args[1];
  if (auto e = assets::write_file_atomic(out, std::vector<uint8_t>(text.begin(), text.end()));
      !e.empty())
    return report(e);
  std::cout << "wrote " << out.string() << "\n";
  return kExitOk;
}

}  // namespace unpod::tool
