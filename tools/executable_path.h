// Where the running program lies, for the tools' defaults beside an installed binary (the demo
// disc, the disc's descriptions). The one place that asks the operating system: the game asks
// SDL instead (platform::executable_dir).
#pragma once

#include <filesystem>

namespace unpod::tool {

// The folder of the running executable; empty when the system cannot say.
std::filesystem::path executable_dir();

}  // namespace unpod::tool
