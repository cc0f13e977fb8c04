// The hand-made replay.
#include "support/sample_replay.h"

namespace unpod::test {

assets::Replay sample_replay() {
  assets::Replay r;
  r.circuit = "DUSKRING";
  r.circuit_crc = 0x1234abcd;
  r.direction = 1;
  r.difficulty = 2;
  r.laps = 2;
  r.humans = 1;
  r.computers = 1;
  r.view_step = 0x3a8;
  r.damage = true;
  r.damage_mode = 2;
  r.racers.push_back({"PLAYER 1", "ZEPHYR", 0xdeadbeef, true, 0, {}});
  r.racers.push_back(
      {"Marek \"Mad\" Dunmore", "BULWARK", 0x01020304, false, 3, {{1, 9, 40}, {8, 1, 25}}});
  r.devices.push_back({32767, 0, -16000, 16000, -20000, 20000, 2, 6});
  for (uint32_t f = 0; f < 40; ++f) {
    assets::ReplayFrame fr;
    fr.ms = 1000 + f * 17 + (f % 7 == 0 ? 30 : 0);
    assets::ReplayInput in;
    in.keys = uint16_t(f < 10 ? 0 : f < 30 ? 1 : 1 | 8);
    in.x = f >= 20 ? int32_t(f * 100) : 0;
    in.buttons = f == 33 ? 2u : 0u;
    fr.inputs.push_back(in);
    r.frames.push_back(fr);
  }
  for (uint32_t s = 0; s < 50; ++s) r.step_hashes.push_back(s * 2654435761u);
  r.checkpoint_every = 16;
  for (uint32_t s = 16; s <= 48; s += 16) {
    assets::ReplayCheckpoint c;
    c.step = s;
    for (uint16_t p = 0; p < 33; ++p) c.parts.push_back(uint16_t(p * 977 + s));
    r.checkpoints.push_back(c);
  }
  r.final_hash = 0x0123456789abcdefull;
  return r;
}

}  // namespace unpod::test
