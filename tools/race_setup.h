// The installation `unpod-tool race` and `unpod-tool replay` play: assets::find_installation
// (the game's own search: --data, $UNPOD_DATA, the demo disc beside the build's unpod).
#pragma once

#include <optional>
#include <string>

#include "unpod/assets/install.h"

namespace unpod::tool {

// nullopt with the reason in `error` when there is none.
std::optional<assets::Installation> find_data(const std::string& data, std::string& error);

}  // namespace unpod::tool
