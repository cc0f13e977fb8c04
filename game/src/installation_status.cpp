#include "installation_status.h"

#include <sstream>

#include "unpod/engine/installation_panel.h"

namespace unpod::game {

namespace {

// A message that already names its file or folder, about no byte in particular, reads best
// alone (the locator's "/x is not a POD installation. Looked ... for ..."); any other error
// keeps the full file/section/offset form.
std::string reason_text(const assets::LoadError& error) {
  if (error.offset == 0 && error.message.find(error.file) != std::string::npos)
    return error.message;
  return error.to_string();
}

}  // namespace

InstallationStatus find_installation(const std::filesystem::path& data) {
  InstallationStatus status;
  auto located = assets::locate_installation(data);
  if (located) {
    status.installation = std::move(located).value();
    return status;
  }
  status.reason = reason_text(located.error());
  status.hint =
      "Point Un-POD at a POD installation (the folder holding DATA/BINARY/...): start it with "
      "--data /path/to/POD (scripts/run.sh --data /path/to/POD), or set UNPOD_DATA=/path/to/POD.";
  return status;
}

std::string describe(const InstallationStatus& status) {
  std::ostringstream out;
  if (!status.installation) {
    out << "No POD installation found: " << status.reason << "\n" << status.hint << "\n";
    return out.str();
  }
  const auto& found = *status.installation;
  out << "Installation: " << found.root.string() << " (" << engine::flavour_name(found.flavour)
      << "), " << found.circuits.size() << " circuits, " << found.cars.size() << " cars\n";
  for (const auto& warning : found.warnings) out << "warning: " << warning << "\n";
  return out.str();
}

}  // namespace unpod::game
