// Which installation to play.
#include "unpod/assets/install_finder.h"

#include <system_error>

namespace unpod::assets {
namespace {

// A message that already names its folder, about no byte in particular, reads best alone (the
// locator's "/x is not a POD installation. Looked ... for ..."); any other keeps the full
// file/section/offset form.
std::string finder_reason(const LoadError& error) {
  if (error.offset == 0 && error.message.find(error.file) != std::string::npos)
    return error.message;
  return error.to_string();
}

bool try_folder(FoundInstallation& found, const std::filesystem::path& dir,
                InstallationSource source) {
  found.folder = dir;
  auto located = locate_installation(dir);
  if (!located) {
    found.reason = finder_reason(located.error());
    return false;
  }
  found.installation = std::move(located).value();
  found.source = source;
  found.reason.clear();
  return true;
}

}  // namespace

std::vector<std::filesystem::path> demo_disc_candidates(const std::filesystem::path& exe_dir) {
  if (exe_dir.empty()) return {};
  const auto up = exe_dir.parent_path();
  // Beside the executable, in the build tree (build/game/demo-disc from build/tools; a build
  // without the game writes build/demo-disc), and where `cmake --install` puts it
  // (bin/../share/unpod/demo-disc by default).
  return {exe_dir / "demo-disc", up / "game" / "demo-disc", up / "demo-disc",
          (exe_dir / UNPOD_DATA_FROM_BIN / "demo-disc").lexically_normal()};
}

std::optional<std::filesystem::path> find_demo_disc(const std::filesystem::path& exe_dir) {
  for (const auto& dir : demo_disc_candidates(exe_dir)) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(dir / "CIRCUITS.BIN", ec)) return dir;
  }
  return std::nullopt;
}

FoundInstallation find_installation(const InstallationSearch& search) {
  FoundInstallation found;
  if (!search.given.empty()) {
    try_folder(found, search.given, InstallationSource::kGiven);
    return found;
  }
  if (!search.env.empty()) {
    try_folder(found, search.env, InstallationSource::kEnvironment);
    return found;
  }
  if (!search.saved.empty()) {
    if (try_folder(found, search.saved, InstallationSource::kSaved)) return found;
    found.saved_problem = found.reason;
  }
  found.demo_disc_candidates = demo_disc_candidates(search.exe_dir);
  if (auto disc = find_demo_disc(search.exe_dir)) {
    try_folder(found, *disc, InstallationSource::kDemoDisc);
    return found;
  }
  if (found.saved_problem.empty()) {
    found.folder.clear();
    found.reason = "no installation given (--data DIR or UNPOD_DATA) and no demo disc found";
  }
  return found;
}

}  // namespace unpod::assets
