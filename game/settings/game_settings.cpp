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

}  // namespace

GameSettings load_settings(const Options& options, const std::filesystem::path& installation_root,
                           const Environment& env) {
  GameSettings s;
  s.path = options.settings.empty() ? default_settings_path(env) : options.settings;
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
    if (const auto aside = keep_aside(s.path))
      s.messages.push_back("The settings file had errors: kept as " + aside->string() +
                           ", a corrected " + name + " written");
    s.dirty = true;
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
