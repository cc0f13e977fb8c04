// Frame pacing: at most one sim frame every 11 ms of wall time, every display frame drawn; a
// fixed frame time makes every display frame one sim frame of exactly that time.
#include <catch2/catch.hpp>

#include "frame_pacer.h"

using unpod::game::FramePacer;

TEST_CASE("on the wall clock a sim frame runs at most every 11 ms", "[game][pacing]") {
  FramePacer pacer(std::nullopt);
  CHECK(pacer.sim_frame(1000) == 1000u);
  CHECK_FALSE(pacer.sim_frame(1004).has_value());  // a 240 Hz display: no sim frame yet
  CHECK_FALSE(pacer.sim_frame(1010).has_value());
  CHECK(pacer.sim_frame(1011) == 1011u);
  CHECK(pacer.race_ms() == 1011u);
  CHECK(pacer.sim_frame(1050) == 1050u);  // a slow display frame: one sim frame, the whole time
  // At 144 Hz (6.9 ms a frame) about every other display frame runs the sim.
  int sims = 0;
  for (uint32_t f = 0; f < 144; ++f) sims += pacer.sim_frame(2000 + f * 1000 / 144).has_value();
  CHECK(sims >= 70);
  CHECK(sims <= 91);
}

TEST_CASE("with --frame-ms every display frame is one sim frame of that time", "[game][pacing]") {
  FramePacer pacer(16);
  CHECK(pacer.race_ms() == 0u);
  CHECK(pacer.sim_frame(5) == 16u);
  CHECK(pacer.sim_frame(5) == 32u);  // the wall clock does not matter
  CHECK(pacer.sim_frame(9999) == 48u);
  CHECK(pacer.race_ms() == 48u);
}

TEST_CASE("while the race waits no sim frame runs and the wait is not the race's time",
          "[game][pacing]") {
  FramePacer pacer(std::nullopt);
  CHECK(pacer.sim_frame(1000) == 1000u);
  CHECK(pacer.sim_frame(1020) == 1020u);
  pacer.hold(1040);  // paused at 1040 of the wall clock, for 5 s
  pacer.hold(3000);
  pacer.hold(6039);
  // Resumed: the race's clock goes on from 1040 less the 20 ms it had run.
  CHECK(pacer.sim_frame(6040) == 1040u);
  CHECK(pacer.race_ms() == 1040u);
  CHECK_FALSE(pacer.sim_frame(6045).has_value());
  CHECK(pacer.sim_frame(6060) == 1060u);
  // A fixed frame time: nothing while held, then one frame of that time.
  FramePacer fixed(16);
  CHECK(fixed.sim_frame(0) == 16u);
  fixed.hold(10);
  fixed.hold(5000);
  CHECK(fixed.sim_frame(5010) == 32u);
}
