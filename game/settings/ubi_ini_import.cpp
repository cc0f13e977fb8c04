#include "settings/ubi_ini_import.h"
#include "settings/settings_value.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>

#include "unpod/assets/serial.h"

namespace unpod::game::settings {
namespace {

// DirectInput's scancodes (dinput.h's DIK_* values: the PC keyboard's set 1 codes, the extended
// keys with 0x80) and SDL's names of the same keys (SDL_GetScancodeName).
struct DikKey {
  int dik;
  std::string_view sdl;
};
constexpr DikKey kDikKeys[] = {
    {0x01, "Escape"},      {0x02, "1"},
    {0x03, "2"},           {0x04, "3"},
    {0x05, "4"},           {0x06, "5"},
    {0x07, "6"},           {0x08, "7"},
    {0x09, "8"},           {0x0A, "9"},
    {0x0B, "0"},           {0x0C, "-"},
    {0x0D, "="},           {0x0E, "Backspace"},
    {0x0F, "Tab"},         {0x10, "Q"},
    {0x11, "W"},           {0x12, "E"},
    {0x13, "R"},           {0x14, "T"},
    {0x15, "Y"},           {0x16, "U"},
    {0x17, "I"},           {0x18, "O"},
    {0x19, "P"},           {0x1A, "["},
    {0x1B, "]"},           {0x1C, "Return"},
    {0x1D, "Left Ctrl"},   {0x1E, "A"},
    {0x1F, "S"},           {0x20, "D"},
    {0x21, "F"},           {0x22, "G"},
    {0x23, "H"},           {0x24, "J"},
    {0x25, "K"},           {0x26, "L"},
    {0x27, "Semicolon"},   {0x28, "'"},
    {0x29, "`"},           {0x2A, "Left Shift"},
    {0x2B, "\\"},          {0x2C, "Z"},
    {0x2D, "X"},           {0x2E, "C"},
    {0x2F, "V"},           {0x30, "B"},
    {0x31, "N"},           {0x32, "M"},
    {0x33, "Comma"},       {0x34, "."},
    {0x35, "/"},           {0x36, "Right Shift"},
    {0x37, "Keypad *"},    {0x38, "Left Alt"},
    {0x39, "Space"},       {0x3A, "CapsLock"},
    {0x3B, "F1"},          {0x3C, "F2"},
    {0x3D, "F3"},          {0x3E, "F4"},
    {0x3F, "F5"},          {0x40, "F6"},
    {0x41, "F7"},          {0x42, "F8"},
    {0x43, "F9"},          {0x44, "F10"},
    {0x45, "Numlock"},     {0x46, "ScrollLock"},
    {0x47, "Keypad 7"},    {0x48, "Keypad 8"},
    {0x49, "Keypad 9"},    {0x4A, "Keypad -"},
    {0x4B, "Keypad 4"},    {0x4C, "Keypad 5"},
    {0x4D, "Keypad 6"},    {0x4E, "Keypad +"},
    {0x4F, "Keypad 1"},    {0x50, "Keypad 2"},
    {0x51, "Keypad 3"},    {0x52, "Keypad 0"},
    {0x53, "Keypad ."},    {0x57, "F11"},
    {0x58, "F12"},         {0x9C, "Keypad Enter"},
    {0x9D, "Right Ctrl"},  {0xB5, "Keypad /"},
    {0xB7, "PrintScreen"}, {0xB8, "Right Alt"},
    {0xC5, "Pause"},       {0xC7, "Home"},
    {0xC8, "Up"},          {0xC9, "PageUp"},
    {0xCB, "Left"},        {0xCD, "Right"},
    {0xCF, "End"},         {0xD0, "Down"},
    {0xD1, "PageDown"},    {0xD2, "Insert"},
    {0xD3, "Delete"},      {0xDB, "Left GUI"},
    {0xDC, "Right GUI"},
};

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

std::string hex(int v) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  return std::string("0x") + kDigits[(v >> 4) & 15] + kDigits[v & 15];
}

}  // namespace

std::optional<std::string_view> key_of_dik(int dik) {
  for (const DikKey& k : kDikKeys)
    if (k.dik == dik) return k.sdl;
  return std::nullopt;
}

std::optional<int> dik_value(const std::string& text) {
  std::string t = lower(trimmed(text));
  int base = 10;
  if (t.rfind("0x", 0) == 0) {
    t = t.substr(2);
    base = 16;
  } else if (!t.empty() && t.back() == 'h') {
    t.pop_back();
    base = 16;
  } else if (std::any_of(t.begin(), t.end(), [](char c) { return c >= 'a' && c <= 'f'; })) {
    base = 16;
  }
  int v = 0;
  const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v, base);
  if (t.empty() || ec != std::errc() || end != t.data() + t.size() || v < 0 || v > 0xff)
    return std::nullopt;
  return v;
}

UbiImport read_ubi_ini(const std::filesystem::path& path) {
  UbiImport out;
  const SettingsRead ini = read_settings(path);
  if (!ini.existed) return out;
  out.read = true;
  for (const std::string& p : ini.problems) out.problems.push_back(p);
  for (const UbiKey& k : kUbiKeys) {
    // Ubi.ini's own spelling varies in case (KeyBoardBrake): look the key up in any case.
    const SettingsEntry* found = nullptr;
    for (const SettingsSection& s : ini.file.sections())
      if (assets::iequals(s.name, "POD2_0"))
        for (const SettingsEntry& e : s.entries)
          if (assets::iequals(e.key, k.ubi)) found = &e;
    if (!found) continue;
    const std::string where =
        path.string() + ":" + std::to_string(found->line) + ": " + std::string(k.ubi) + ": ";
    const auto dik = dik_value(found->value);
    if (!dik) {
      out.problems.push_back(where + "'" + found->value + "' is not a DirectInput scancode");
      continue;
    }
    const auto key = key_of_dik(*dik);
    if (!key) {
      out.problems.push_back(where + hex(*dik) + " is no key Un-POD knows; not imported");
      continue;
    }
    out.keys.emplace_back(std::string(k.ours), std::string(*key));
  }
  return out;
}

std::vector<std::string> apply_ubi_import(SettingsFile& file, const UbiImport& import,
                                          const std::filesystem::path& source) {
  std::vector<std::string> lines;
  for (const auto& [ours, key] : import.keys) {
    file.set("player1", ours, key);
    lines.push_back("player 1 " + ours + " = " + key);
  }
  file.set("import", "ubi_ini", source.string());
  return lines;
}

bool ubi_ini_imported(const SettingsFile& file) {
  return file.find("import", "ubi_ini") != nullptr;
}

}  // namespace unpod::game::settings
