// The ghost beside the player's race: where the ghost car stands as the player drives. It runs
// its lap from the moment the player's car starts each lap (the same time into the lap as the
// player's), and is gone once its lap is done until the player starts the next. It reads the
// player's race record and never touches the race: drawn see-through, it cannot collide.
#pragma once

#include <cstdint>
#include <optional>

#include "modes/ghost.h"
#include "unpod/engine/car_pose.h"
#include "unpod/sim/race/race.h"

namespace unpod::game {

// How much of the ghost shows over what is behind it (ours: the notes do not draw a ghost).
inline constexpr float kGhostOpacity = 0.4f;

// The ghost `into` 16.16 seconds into its lap: between the two steps around that time,
// interpolated (the first step's place before it); none past the lap's last step.
std::optional<engine::CarPose> ghost_pose_at(const GhostLap& lap, GhostFx into);

// How far racer `racer` is into its current lap (16.16 s: the race clock less the clock at which
// the lap began); none while it has no lap running (a time trial's run-up to the line, the
// countdown, or once it has finished or retired).
std::optional<GhostFx> time_into_lap(const sim::race::Race& race, int32_t racer);

// The ghost to draw beside racer `racer` now, or none.
std::optional<engine::CarPose> ghost_beside(const GhostLap& lap, const sim::race::Race& race,
                                            int32_t racer);

}  // namespace unpod::game
