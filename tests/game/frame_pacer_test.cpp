// Frame pacing: at most one sim frame every 11 ms of wall time, every display frame drawn; a
// fixed frame time makes every display frame one sim frame of exactly that time.
#include <catch2/catch.hpp>

#include "shell/frame_pacer.h"

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

TEST_CASE("the overlay's steps move the held race's clock on and it goes on from there",
          "[game][pacing]") {
  FramePacer pacer(std::nullopt);
  CHECK(pacer.sim_frame(1000) == 1000u);
  CHECK(pacer.sim_frame(1020) == 1020u);
  CHECK(pacer.last_frame_ms() == 20u);
  pacer.hold(1030);
  CHECK(pacer.step(11) == 1031u);  // a step: one frame of 11 ms on the race's clock
  CHECK(pacer.step(20) == 1051u);  // a frame as long as the last
  CHECK(pacer.race_ms() == 1051u);
  pacer.hold(4000);
  // Resumed 5 s of wall time later: 10 ms after the held moment, 10 after the last step.
  CHECK_FALSE(pacer.sim_frame(6030).has_value());
  CHECK(pacer.sim_frame(6032) == 1063u);
  // Stepped before the first frame: from the wall's reading when the hold began.
  FramePacer early(std::nullopt);
  early.hold(500);
  CHECK(early.step(11) == 511u);
  CHECK_FALSE(early.sim_frame(900).has_value());  // resumed where the step left it
  CHECK(early.sim_frame(911) == 522u);
  // A fixed frame time: the step is the race's, the next frame follows it.
  FramePacer fixed(16);
  CHECK(fixed.sim_frame(0) == 16u);
  fixed.hold(5);
  CHECK(fixed.step(11) == 27u);
  CHECK(fixed.sim_frame(9) == 43u);
}

TEST_CASE("slow motion runs the race's clock slower than the wall's", "[game][pacing]") {
  FramePacer pacer(std::nullopt);
  CHECK(pacer.sim_frame(1000) == 1000u);
  pacer.set_slow(4);
  uint32_t last = 1000;
  for (uint32_t wall = 1016; wall <= 3000; wall += 16)
    if (const auto ms = pacer.sim_frame(wall)) {
      CHECK(*ms - last >= 11u);
      last = *ms;
    }
  // 2 s of wall time a quarter as fast: about 500 ms of the race's.
  CHECK(pacer.race_ms() >= 1000u + 500u - 16u);
  CHECK(pacer.race_ms() <= 1000u + 500u);
  pacer.set_slow(1);
  const uint32_t before = pacer.race_ms();
  CHECK(pacer.sim_frame(3100).has_value());
  CHECK(pacer.race_ms() - before <= 100u + 16u);
  // A fixed frame time: one display frame in two runs a frame of the whole time.
  FramePacer fixed(16);
  fixed.set_slow(2);
  CHECK_FALSE(fixed.sim_frame(0).has_value());
  CHECK(fixed.sim_frame(0) == 16u);
  CHECK_FALSE(fixed.sim_frame(0).has_value());
  CHECK(fixed.sim_frame(0) == 32u);
}
