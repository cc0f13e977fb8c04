#include "settings/settings_paths.h"

namespace unpod::game::settings {
namespace {

const char* set(const Environment& env, const char* name) {
  const char* v = env(name);
  return v && *v ? v : nullptr;
}

}  // namespace

std::filesystem::path config_dir(const Environment& env, const std::filesystem::path& no_home) {
  if (const char* xdg = set(env, "XDG_CONFIG_HOME")) return std::filesystem::path(xdg) / "unpod";
  if (const char* home = set(env, "HOME")) return std::filesystem::path(home) / ".config" / "unpod";
  return no_home;
}

std::filesystem::path default_settings_path(const Environment& env,
                                            const std::filesystem::path& no_home) {
  const std::filesystem::path dir = config_dir(env, no_home);
  return dir.empty() ? dir : dir / "settings.ini";
}

}  // namespace unpod::game::settings
