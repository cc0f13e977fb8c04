#include "settings/game_settings.h"

#include <algorithm>
#include <system_error>

#include "settings/controls_settings.h"
#include "settings/ubi_ini_import.h"
#include "unpod/assets/install.h"

namespace unpod::game::settings {
namespace {

std::filesystem::path installed_ubi_ini(const std::filesystem::path& root) {
  if (root.empty()) return {};
  const assets::CaseInsensitiveTree tree(root, 2);
  const auto found = tree.find("UbiSoft/Ubi.ini");
  return found ? *found : std::filesystem::path();
}

// The entries whose key is no name (is_setting_name: a line of garbage with an '=' in it), each
// reported with its line and left out. Returns whether there was one.
bool drop_bad_names(SettingsFile& file, const std::string& name,
                    std::vector<std::string>& problems) {
  std::vector<std::pair<std::string, std::string>> bad;
  for (const SettingsSection& s : file.sections())
    for (const SettingsEntry& e : s.entries)
      if (!is_setting_name(e.key)) {
        problems.push_back(name + ":" + std::to_string(e.line) +
                           ": not a key = value line (the key is no name), left out");
        bad.emplace_back(s.name, e.key);
      }
  for (const auto& [section, key] : bad) file.remove(section, key);
  return !bad.empty();
}

// The entries of Un-POD's own sections that name none of its keys.
void drop_unknown_keys(SettingsFile& file) {
  std::vector<std::pair<std::string, std::string>> unknown;
  for (const SettingsSection& s : file.sections())
    for (const SettingsEntry& e : s.entries) {
      const bool player = s.name == player_section(0) || s.name == player_section(1);
      const bool option = s.name == "video" || s.name == "audio" || s.name == "game";
      const bool known =
          player   ? std::find(kPlayerKeys.begin(), kPlayerKeys.end(), e.key) != kPlayerKeys.end()
          : option ? std::any_of(
                         kOptionKeys.begin(), kOptionKeys.end(),
                         [&](const OptionKey& k) { return k.section == s.name && k.key == e.key; })
                   : true;
      if (!known) unknown.emplace_back(s.name, e.key);
    }
  for (const auto& [section, key] : unknown) file.remove(section, key);
}

// The problems said to the player: each "FILE:LINE: what" as "line n: what", a few of them, the
// defaults used, where the file as it was is kept (`aside`, empty: nowhere).
std::vector<std::string> settings_notice(const std::vector<std::string>& problems,
                                         const std::string& name, const std::string& aside) {
  constexpr size_t kShown = 3;
  std::vector<std::string> wrong;
  for (const std::string& p : problems)
    if (p.rfind(name + ":", 0) == 0) wrong.push_back(p.substr(name.size() + 1));
  std::vector<std::string> notice;
  notice.push_back("Your settings file had " + std::to_string(wrong.size()) +
                   (wrong.size() == 1 ? " wrong line" : " wrong lines") +
                   ": Un-POD's defaults are used for them");
  for (size_t i = 0; i < wrong.size() && i < kShown; ++i) {
    std::string line = wrong[i];
    const size_t colon = line.find(':');
    if (colon != std::string::npos && colon > 0 &&
        std::all_of(line.begin(), line.begin() + std::ptrdiff_t(colon),
                    [](char c) { return c >= '0' && c <= '9'; }))
      line = "line " + line.substr(0, colon) + ":" + line.substr(colon + 1);
    notice.push_back(line);
  }
  if (wrong.size() > kShown)
    notice.push_back("and " + std::to_string(wrong.size() - kShown) + " more: see the terminal");
  notice.push_back(aside.empty() ? "It could not be kept aside"
                                 : "The file as it was is kept as " + aside);
  return notice;
}

}  // namespace

GameSettings load_settings(const Options& options, const std::filesystem::path& installation_root,
                           const Environment& env, const std::filesystem::path& no_home) {
  GameSettings s;
  s.path = options.settings.empty() ? default_settings_path(env, no_home) : options.settings;
  const std::string name = s.path.string();
  bool keep_bad = false;
  if (!s.path.empty()) {
    SettingsRead read = read_settings(s.path);
    std::error_code ec;
    if (!read.existed && std::filesystem::exists(s.path, ec)) {
      // There but unreadable: the defaults, and the file left as it is (never written over).
      s.problems.push_back(name + ": cannot read it; the defaults are used and it is not written");
      s.path.clear();
    }
    s.file = std::move(read.file);
    s.existed = read.existed;
    keep_bad = !read.problems.empty();
    for (std::string& p : read.problems) s.problems.push_back(std::move(p));
    keep_bad = drop_bad_names(s.file, name, s.problems) || keep_bad;
  }

  // POD's keys: the file the player names, else the installation's, once.
  std::filesystem::path ubi = options.import_ubi_ini;
  if (ubi.empty() && !ubi_ini_imported(s.file)) ubi = installed_ubi_ini(installation_root);
  if (!ubi.empty()) {
    const UbiImport import = read_ubi_ini(ubi);
    for (const std::string& p : import.problems) s.problems.push_back(p);
    if (!import.read) {
      s.problems.push_back(ubi.string() + ": cannot read it; nothing imported");
    } else {
      const std::vector<std::string> lines = apply_ubi_import(s.file, import, ubi);
      s.messages.push_back(
          "Imported from " + ubi.string() + ": " +
          (lines.empty() ? std::string("no keys") : std::to_string(lines.size()) + " keys"));
      for (const std::string& l : lines) s.messages.push_back("  " + l);
      s.dirty = true;
    }
  }

  bool fixed = false;
  std::vector<std::string> file_problems;
  s.controls = controls_from_settings(s.file, name, file_problems, fixed);
  s.options = options_from_settings(s.file, name, file_problems, fixed);
  keep_bad = keep_bad || fixed;
  for (const std::string& p : file_problems) s.problems.push_back(p);
  if (!options.overrides.empty()) {
    SettingsFile run = s.file;
    for (const SettingOverride& o : options.overrides) run.set(o.section, o.key, o.value);
    std::vector<std::string> run_problems;
    bool ignored = false;
    s.controls = controls_from_settings(run, "--set", run_problems, ignored);
    s.options = options_from_settings(run, "--set", run_problems, ignored);
    for (const std::string& p : run_problems)
      if (std::find(file_problems.begin(), file_problems.end(), p) == file_problems.end() &&
          p.rfind("--set", 0) == 0)
        s.problems.push_back(p);
  }
  if (keep_bad && s.existed) {
    // The corrected file holds only what Un-POD reads: the unknown keys of its own sections go
    // with the bad file.
    drop_unknown_keys(s.file);
    s.dirty = true;
    if (const auto aside = keep_aside(s.path)) {
      const std::string error = write_settings(s.file, s.path);
      if (error.empty()) {
        s.dirty = false;
        s.messages.push_back("The settings file had errors: kept as " + aside->string() +
                             ", a corrected " + name + " written");
      } else {
        s.problems.push_back(error);
      }
      s.notice = settings_notice(s.problems, name, aside->string());
    } else {
      s.notice = settings_notice(s.problems, name, "");
    }
  }
  return s;
}

std::string save_settings(GameSettings& settings, const controls::DeviceOwners* owners) {
  if (owners)
    for (int p = 0; p < owners->players(); ++p)
      if (remember_device(settings.file, p, owners->device(p))) settings.dirty = true;
  if (!settings.dirty || settings.path.empty()) return {};
  const std::string error = write_settings(settings.file, settings.path);
  if (error.empty()) settings.dirty = false;
  return error;
}

}  // namespace unpod::game::settings
