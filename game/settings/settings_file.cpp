#include "settings/settings_file.h"

#include <ini.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <span>
#include <sstream>
#include <system_error>

#include "unpod/assets/file_io.h"

namespace unpod::game::settings {
namespace {

// inih's reader over a string, a whole line at a time, counting lines: inih calls the handler
// for a line right after reading it, so `line` is that line's number (inih's own build here
// reports none). Two kinds of line are left out before inih sees them (given as blank lines, and
// reported): a line longer than kLongestLine, which inih would cut into pieces, and a line that
// starts with a space, which inih would read as the previous value's continuation. So every
// entry comes from one line, and the line text() writes for it reads back the same.
constexpr size_t kLongestLine = 196;  // inih reads 199 (INI_MAX_LINE 200); text() adds 2 spaces

struct LineReader {
  const std::string* text;
  size_t at = 0;
  int line = 0;
  SettingsFile* file;
  std::vector<int> left_out;
};

char* read_line(char* str, int num, void* stream) {
  auto& r = *static_cast<LineReader*>(stream);
  if (r.at >= r.text->size() || num < 2) return nullptr;
  ++r.line;
  size_t end = r.text->find('\n', r.at);
  if (end == std::string::npos) end = r.text->size();
  const std::string_view line(r.text->data() + r.at, end - r.at);
  r.at = end + 1;
  const bool continues = !line.empty() && (line[0] == ' ' || line[0] == '\t') &&
                         line.find_first_not_of(" \t\r") != std::string_view::npos;
  if (line.size() > kLongestLine || line.size() + 2 > static_cast<size_t>(num) || continues) {
    r.left_out.push_back(r.line);
    std::strcpy(str, "\n");
    return str;
  }
  std::memcpy(str, line.data(), line.size());
  str[line.size()] = '\n';
  str[line.size() + 1] = '\0';
  return str;
}

int on_entry(void* user, const char* section, const char* name, const char* value) {
  auto& r = *static_cast<LineReader*>(user);
  r.file->add(section, name, value, r.line);
  return 1;
}

}  // namespace

bool is_setting_name(std::string_view key) {
  return !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.' || c == '-';
  });
}

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

void SettingsFile::drop_earlier(std::string_view section_name, std::string_view key) {
  for (SettingsSection& s : sections_) {
    if (s.name != section_name) continue;
    auto last = std::find_if(s.entries.rbegin(), s.entries.rend(),
                             [&](const SettingsEntry& e) { return e.key == key; });
    if (last == s.entries.rend()) return;
    const SettingsEntry* keep = &*last;
    std::erase_if(s.entries, [&](const SettingsEntry& e) { return e.key == key && &e != keep; });
  }
}

void SettingsFile::remove(std::string_view section_name, std::string_view key) {
  for (SettingsSection& s : sections_)
    if (s.name == section_name)
      std::erase_if(s.entries, [&](const SettingsEntry& e) { return e.key == key; });
}

std::string SettingsFile::text() const {
  std::ostringstream out;
  bool first = true;
  for (const SettingsSection& s : sections_) {
    if (s.entries.empty()) continue;
    // Entries before any [section] have the empty name: written first, no header; an empty
    // name later (a "[]" line) needs its header, or they would join the section above.
    if (!first) out << "\n";
    if (!s.name.empty() || !first) out << "[" << s.name << "]\n";
    first = false;
    // Written so that inih reads back what it read: " ;" after the = would start an inline
    // comment, so a value that starts with ';' (the Semicolon key's SDL name) is written
    // against the =; a line that starts with a space would continue the previous entry, so an
    // empty key's line starts with the =; and a line the spaces would take past kLongestLine
    // (read as "key=value" near the limit) is written without them, as long as it was read.
    for (const SettingsEntry& e : s.entries) {
      const bool tight = e.key.size() + e.value.size() + 3 > kLongestLine;
      out << e.key << (e.key.empty() || tight ? "=" : " =")
          << (e.value.starts_with(';') || tight ? "" : " ") << e.value << "\n";
    }
  }
  return out.str();
}

SettingsFile parse_settings(const std::string& text, std::vector<int>& bad_lines) {
  SettingsFile file;
  LineReader reader{&text, 0, 0, &file, {}};
  // inih reads on past a bad line and returns the first one's number.
  const int bad = ini_parse_stream(read_line, &reader, on_entry, &reader);
  bad_lines = reader.left_out;
  if (bad > 0) bad_lines.push_back(bad);
  std::sort(bad_lines.begin(), bad_lines.end());
  bad_lines.erase(std::unique(bad_lines.begin(), bad_lines.end()), bad_lines.end());
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
                           ": not a [section] or a key = value line (or one longer than " +
                           std::to_string(kLongestLine) +
                           " characters, or one that starts with a space), left out");
  return out;
}

std::string write_settings(const SettingsFile& file, const std::filesystem::path& path) {
  std::error_code ec;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
  // Whole or not at all: the one writer every file the game writes goes through.
  const std::string text = file.text();
  return assets::write_file_atomic(
      path, std::span(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
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
