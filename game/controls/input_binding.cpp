#include "input_binding.h"

#include <algorithm>
#include <cctype>

#include "unpod/assets/serial.h"
#include "unpod/platform/input_names.h"

namespace unpod::game::controls {
namespace {

constexpr std::string_view kPadPrefix = "pad:";

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

// The keys whose SDL names are the list's separator or the INI file's comment mark go by a word.
struct KeyAlias {
  std::string_view word, sdl;
};
constexpr KeyAlias kKeyAliases[] = {{"Comma", ","}, {"Semicolon", ";"}};

}  // namespace

std::optional<InputBinding> parse_input(const std::string& text) {
  const std::string t = trimmed(text);
  if (t.empty()) return std::nullopt;
  if (lower(t).rfind(kPadPrefix, 0) == 0) {
    std::string name = lower(t.substr(kPadPrefix.size()));
    if (const auto b = platform::pad_button_from_name(name)) return pad_button(*b);
    bool plus = true;
    if (!name.empty() && (name.back() == '-' || name.back() == '+')) {
      plus = name.back() == '+';
      name.pop_back();
    }
    if (const auto a = platform::pad_axis_from_name(name)) return pad_axis(*a, plus);
    return std::nullopt;
  }
  for (const KeyAlias& a : kKeyAliases)
    if (assets::iequals(t, a.word)) return key(*platform::key_from_name(std::string(a.sdl)));
  if (const auto k = platform::key_from_name(t)) return key(*k);
  return std::nullopt;
}

std::string input_name(const InputBinding& input) {
  switch (input.kind) {
    case InputBinding::Kind::kKey: {
      const std::string name = platform::key_name(input.code);
      for (const KeyAlias& a : kKeyAliases)
        if (name == a.sdl) return std::string(a.word);
      return name;
    }
    case InputBinding::Kind::kPadButton:
      return std::string(kPadPrefix) + platform::pad_button_name(input.code);
    case InputBinding::Kind::kPadAxisPlus:
      return std::string(kPadPrefix) + platform::pad_axis_name(input.code) + "+";
    case InputBinding::Kind::kPadAxisMinus:
      return std::string(kPadPrefix) + platform::pad_axis_name(input.code) + "-";
  }
  return {};
}

std::optional<std::vector<InputBinding>> parse_inputs(const std::string& text, std::string& bad) {
  std::vector<InputBinding> out;
  size_t start = 0;
  for (;;) {
    const size_t comma = text.find(',', start);
    const std::string item =
        trimmed(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (!item.empty()) {
      const auto input = parse_input(item);
      if (!input) {
        bad = item;
        return std::nullopt;
      }
      if (std::find(out.begin(), out.end(), *input) == out.end()) out.push_back(*input);
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

std::string inputs_text(const std::vector<InputBinding>& inputs) {
  std::string out;
  for (const InputBinding& i : inputs) {
    if (!out.empty()) out += ", ";
    out += input_name(i);
  }
  return out;
}

}  // namespace unpod::game::controls
