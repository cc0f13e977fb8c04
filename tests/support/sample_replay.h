// A small replay made by hand (no race run): two racers, one human whose keys change over the
// frames, a few step hashes and checkpoints; for the replay file's tests and the fuzz seeds.
#pragma once

#include "unpod/assets/replay.h"

namespace unpod::test {

assets::Replay sample_replay();

}  // namespace unpod::test
