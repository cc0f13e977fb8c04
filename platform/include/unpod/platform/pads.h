// What the game may ask of game controllers beyond reading them: more mappings for SDL's
// database, and rumble.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace unpod::platform {

// SDL_GameControllerAddMappingsFromFile: the mappings of a gamecontrollerdb.txt (SDL reads
// SDL_GAMECONTROLLERCONFIG itself). Returns how many were added, or -1 with `error` set.
int add_pad_mappings(const std::filesystem::path& file, std::string& error);

// SDL_GameControllerRumble: both motors at `strength` (0..1) for `ms`. False when the pad is
// gone or has no rumble.
bool rumble_pad(int32_t id, float strength, uint32_t ms);

}  // namespace unpod::platform
