// The installation for the headless race commands.
#include "race_setup.h"

#include <cstdlib>
#include <sstream>

#include "executable_path.h"
#include "unpod/assets/install_finder.h"

namespace unpod::tool {

std::optional<assets::Installation> find_data(const std::string& data, std::string& error) {
  assets::InstallationSearch search;
  search.given = data;
  if (const char* env = std::getenv("UNPOD_DATA"); env && *env) search.env = env;
  search.exe_dir = executable_dir();
  assets::FoundInstallation found = assets::find_installation(search);
  if (!found.installation) {
    error = found.reason;
    if (!found.demo_disc_candidates.empty()) {
      // A stream, not string +=: GCC 12 warns falsely (-Wrestrict) on the appends at -O3.
      std::ostringstream looked;
      looked << error << " (looked for the demo disc in";
      for (const auto& c : found.demo_disc_candidates) looked << " " << c.string();
      looked << ")";
      error = looked.str();
    }
    return std::nullopt;
  }
  return std::move(found.installation);
}

}  // namespace unpod::tool
