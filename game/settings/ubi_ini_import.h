// Player 1's keys from POD's own Ubi.ini (issue #16 "Import from POD"): [POD2_0]
// KeyboardAccelerate, KeyBoardBrake, KeyboardLeft, KeyboardRight, KeyboardGearUp and
// KeyboardGearDown hold DirectInput scancodes (DIK_*), which POD's FUN_004729e4 reads into its
// key map. Read once from the installation's UbiSoft/Ubi.ini (the settings file remembers it in
// [import] ubi_ini), or whenever --import-ubi-ini names a file.
// DEVIATION 15: POD read Ubi.ini at every start; we import its keys once.
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "settings/settings_file.h"

namespace unpod::game::settings {

// Each Ubi.ini key and the [player1] key it becomes.
struct UbiKey {
  std::string_view ubi;
  std::string_view ours;
};
inline constexpr std::array<UbiKey, 6> kUbiKeys = {{
    {"KeyboardAccelerate", "accelerate"},
    {"KeyBoardBrake", "brake"},
    {"KeyboardLeft", "left"},
    {"KeyboardRight", "right"},
    {"KeyboardGearUp", "gear_up"},
    {"KeyboardGearDown", "gear_down"},
}};

// A DirectInput scancode as SDL names its key ("Up" for DIK_UP 0xC8); nothing for a code the
// table does not hold.
std::optional<std::string_view> key_of_dik(int dik);

// A value as Ubi.ini writes a scancode: "0xC8" or "C8h" hexadecimal, digits alone decimal
// (200), digits with the letters A-F hexadecimal (C8).
std::optional<int> dik_value(const std::string& text);

struct UbiImport {
  std::vector<std::pair<std::string, std::string>> keys;  // [player1] key, SDL key name
  std::vector<std::string> problems;                      // "FILE:LINE: ..."
  bool read = false;                                      // the file was there
};

UbiImport read_ubi_ini(const std::filesystem::path& path);

// Writes the import into `file` ([player1]'s keys, [import] ubi_ini = the source) and returns
// what to tell the player: one line per key ("accelerate = Up (KeyboardAccelerate 0xC8)").
std::vector<std::string> apply_ubi_import(SettingsFile& file, const UbiImport& import,
                                          const std::filesystem::path& source);

// Whether the settings say this installation's Ubi.ini was imported already.
bool ubi_ini_imported(const SettingsFile& file);

}  // namespace unpod::game::settings
