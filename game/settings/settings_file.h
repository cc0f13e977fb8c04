// The settings file (settings.ini): sections of `key = value` lines, read with inih (Debian's
// libinih) and written back atomically. Every section and key is kept as read, the ones Un-POD
// does not know too (later issues add [video], [audio], [game]); comments are not kept.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace unpod::game::settings {

struct SettingsEntry {
  std::string key;
  std::string value;
  int line = 0;  // where it was read (0: set by the game)
};

struct SettingsSection {
  std::string name;
  std::vector<SettingsEntry> entries;
};

class SettingsFile {
 public:
  // The entry, or nullptr. Names are compared as written (inih keeps their case).
  const SettingsEntry* find(std::string_view section, std::string_view key) const;
  // Replaces the entry's value, or adds it at the end of its section (the section at the end).
  void set(std::string_view section, std::string_view key, std::string value);
  // Adds an entry as read (a key given twice keeps both; find() gives the last).
  void add(std::string_view section, std::string_view key, std::string value, int line);
  // Removes every entry of the key in the section but the last (the one that counts).
  void drop_earlier(std::string_view section, std::string_view key);
  // Removes every entry of the key in the section.
  void remove(std::string_view section, std::string_view key);
  const std::vector<SettingsSection>& sections() const { return sections_; }
  // The file's text: each section and its `key = value` lines, in order.
  std::string text() const;

 private:
  SettingsSection& section(std::string_view name);
  std::vector<SettingsSection> sections_;
};

// A key's name as settings.ini spells them: letters, digits, '_', '.' and '-' (a line of
// garbage with an '=' in it names no key). Other files read with parse_settings (POD's Ubi.ini,
// the championship's) have keys of their own.
bool is_setting_name(std::string_view key);

// The text parsed with inih. `bad_lines` gets, in order, the lines left out: the first line
// inih could not read (inih reads on past it and names only the first), every line longer than
// 196 characters and every line that starts with a space (inih would cut the one into pieces and
// read the other as the previous value's continuation).
SettingsFile parse_settings(const std::string& text, std::vector<int>& bad_lines);

struct SettingsRead {
  SettingsFile file;
  bool existed = false;
  std::vector<std::string> problems;  // "PATH:LINE: what" for each line left out
};

// Reads `path` (a missing file: an empty one). Each line left out (parse_settings) is reported
// with its number.
SettingsRead read_settings(const std::filesystem::path& path);

// Writes `file` to `path` atomically (a temporary name beside it, then a rename), making its
// folder. Returns an error, or empty.
std::string write_settings(const SettingsFile& file, const std::filesystem::path& path);

// Keeps a bad file aside: renames `path` to `path`.bad (replacing an older one). Returns the
// new name, or nothing when it could not.
std::optional<std::filesystem::path> keep_aside(const std::filesystem::path& path);

}  // namespace unpod::game::settings
