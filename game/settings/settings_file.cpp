#include "settings/settings_file.h"

#include <ini.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

namespace unpod::game::settings {
namespace {

// inih's reader over a string, counting lines: inih calls the handler for a line right after
// reading it, so `line` is that line's number (inih's own build here reports none).
struct LineReader {
  const std::string* text;
  size_t at = 0;
  int line = 0;
  bool at_line_start = true;
  SettingsFile* file;
};

char* read_line(char* str, int num, void* stream) {
  auto& r = *static_cast<LineReader*>(stream);
  if (r.at >= r.text->size() || num <= 1) return nullptr;
  if (r.at_line_start) ++r.line;
  // As fgets: up to num - 1 characters, through the newline.
  size_t n = 0;
  const size_t room = static_cast<size_t>(num - 1);
  while (n < room && r.at + n < r.text->size() && (*r.text)[r.at + n] != '\n') ++n;
  if (n < room && r.at + n < r.text->size()) ++n;  // the newline
  std::memcpy(str, r.text->data() + r.at, n);
  str[n] = '\0';
  r.at += n;
  r.at_line_start = n > 0 && str[n - 1] == '\n';
  return str;
}

int on_entry(void* user, const char* section, const char* name, const char* value) {
  auto& r = *static_cast<LineReader*>(user);
  r.file->add(section, name, value, r.line);
  return 1;
}

}  // namespace

const SettingsEntry* SettingsFile::find(std::string_view section, std::string_view key) const {
  const SettingsEntry* found = nullptr;
  for (const SettingsSection& s : sections_)
    if (s.name == section)
      for (const SettingsEntry& e : s.entries)
        if (e.key == key) found = &e;
  return found;
}

SettingsSection& SettingsFile::section(std::string_view name) {
  for (SettingsSection& s : sections_)
    if (s.name == name) return s;
  sections_.push_back({std::string(name), {}});
  return sections_.back();
}

void SettingsFile::set(std::string_view section_name, std::string_view key, std::string value) {
  SettingsSection& s = section(section_name);
  for (auto it = s.entries.rbegin(); it != s.entries.rend(); ++it)
    if (it->key == key) {
      it->value = std::move(value);
      return;
    }
  s.entries.push_back({std::string(key), std::move(value), 0});
}

void SettingsFile::add(std::string_view section_name, std::string_view key, std::string value,
                       int line) {
  section(section_name).entries.push_back({std::string(key), std::move(value), line});
}

std::string SettingsFile::text() const {
  std::ostringstream out;
  bool first = true;
  for (const SettingsSection& s : sections_) {
    if (s.entries.empty()) continue;
    if (!first) out << "\n";
    first = false;
    if (!s.name.empty()) out << "[" << s.name << "]\n";
    for (const SettingsEntry& e : s.entries) out << e.key << " = " << e.value << "\n";
  }
  return out.str();
}

SettingsFile parse_settings(const std::string& text, std::vector<int>& bad_lines) {
  SettingsFile file;
  LineReader reader{&text, 0, 0, true, &file};
  // inih reads on past a bad line and returns the first one's number.
  const int bad = ini_parse_stream(read_line, &reader, on_entry, &reader);
  if (bad > 0) bad_lines.push_back(bad);
  return file;
}

SettingsRead read_settings(const std::filesystem::path& path) {
  SettingsRead out;
  std::ifstream in(path, std::ios::binary);
  if (!in) return out;
  out.existed = true;
  std::stringstream text;
  text << in.rdbuf();
  std::vector<int> bad;
  out.file = parse_settings(text.str(), bad);
  for (const int line : bad)
    out.problems.push_back(path.string() + ":" + std::to_string(line) +
                           ": not a [section] or a key = value line, left out");
  return out;
}

std::string write_settings(const SettingsFile& file, const std::filesystem::path& path) {
  std::error_code ec;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
  std::filesystem::path temp = path;
  temp += ".tmp-" + std::to_string(::getpid());
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out << file.text();
    out.flush();
    if (!out) {
      std::filesystem::remove(temp, ec);
      return "cannot write " + temp.string();
    }
  }
  std::filesystem::rename(temp, path, ec);
  if (ec) {
    std::filesystem::remove(temp, ec);
    return "cannot rename " + temp.string() + " to " + path.string() + ": " + ec.message();
  }
  return {};
}

std::optional<std::filesystem::path> keep_aside(const std::filesystem::path& path) {
  std::filesystem::path bad = path;
  bad += ".bad";
  std::error_code ec;
  std::filesystem::rename(path, bad, ec);
  if (ec) return std::nullopt;
  return bad;
}

}  // namespace unpod::game::settings
