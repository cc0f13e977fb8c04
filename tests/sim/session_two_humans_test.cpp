// Two humans in one race (split screen): each human's device drives its own car, a race with
// both driving records and plays back step for step, and the end waits for the last human
// (pod-race.md "The end": when every human has finished the end timer starts at 3 s; the race
// ends after the frame that finds it run out, the computer cars need not have finished).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <memory>
#include <optional>
#include <vector>

#include "sim/physics_fixtures.h"
#include "sim/race_disc_fixture.h"
#include "support/demo_racers.h"
#include "unpod/sim/session/frame_times.h"
#include "unpod/sim/session/racers.h"
#include "unpod/sim/session/replay.h"

namespace unpod::session_test {
namespace {

namespace session = sim::session;
namespace slot = sim::controls::key_slot;
using sim::physics::Fx;

constexpr Fx kSessionUnit = 0x10000;

// Two humans and `computers` computer drivers on the Dusk Ring, EASY, one lap; the replay's
// setup.
assets::Replay two_human_setup(int32_t computers) {
  assets::Replay r;
  r.circuit = "DUSKRING";
  r.difficulty = 0;
  r.laps = 1;
  r.humans = 2;
  r.computers = computers;
  r.view_step = int32_t(sim::race::ViewStep::kFar);
  r.damage_mode = 2;
  sim::race::RaceSetup rs;
  rs.humans = 2;
  rs.computers = computers;
  for (const auto& c :
       session::choose_racers(race_test::dusk_ring().circuit, 0, rs, test::demo_car_names(), 0))
    r.racers.push_back(
        {c.driver, physics_test::demo_car_names()[c.car], 0, c.human, c.lane, c.attacks});
  r.devices.push_back({});  // player 1's keyboard
  r.devices.push_back({});  // player 2's keyboard
  return r;
}

void hold_for(session::RaceSession& race, int32_t human, std::initializer_list<int> slots) {
  sim::controls::PlayerDevice d = race.device(human);
  d.frame = {};
  for (int s : slots) d.frame.keys[size_t(s)] = true;
  race.set_device(human, d);
}

bool racing(const session::RaceSession& race) {
  return race.race().countdown().phase() == sim::race::CountdownPhase::kOff;
}

// |dx| + |dy| + |dz| in units between two places.
double apart(const sim::physics::Vec16& a, const sim::physics::Vec16& b) {
  return (std::abs(double(a[0]) - b[0]) + std::abs(double(a[1]) - b[1]) +
          std::abs(double(a[2]) - b[2])) /
         kSessionUnit;
}

const sim::physics::Vec16& centre(const session::RaceSession& race, int32_t racer) {
  return race.simulation().racers()[size_t(racer)].car.centre;
}

// Where each human's car stood at the frames the test looks at.
struct Drive {
  assets::Replay replay;
  sim::physics::Vec16 at_p2_start[2]{};  // frame 800, before player 2 first accelerates
  sim::physics::Vec16 at_end[2]{};       // the last recorded frame
};

// The two humans alone (the computer drivers follow the first human's progress: inferred.h's
// catch-up), 1500 frames (about 25 s). When `drives`: player 1 accelerates from "GO!" and steers
// left a while; player 2 holds nothing until frame 800, then accelerates and steers right a while.
// Then the end (the cars still racing driven to the line). Without `drives` nobody touches a key.
Drive record_two_humans(bool drives = true) {
  const assets::Replay setup = two_human_setup(0);
  auto race = test::dusk_ring_replay_session(setup);
  session::Recorder rec(*race, setup, 32);
  race->start();
  session::FrameTimes frames(7);
  uint32_t now = 1000;
  Drive out;
  for (int f = 0; f < 1500; ++f) {
    if (f == 800)
      for (int32_t h = 0; h < 2; ++h) out.at_p2_start[h] = centre(*race, h);
    if (!drives || !racing(*race))
      hold_for(*race, 0, {});
    else if (f > 600 && f < 640)
      hold_for(*race, 0, {slot::kAccelerate, slot::kLeft});
    else
      hold_for(*race, 0, {slot::kAccelerate});
    if (!drives || f < 800)
      hold_for(*race, 1, {});
    else if (f > 1000 && f < 1030)
      hold_for(*race, 1, {slot::kAccelerate, slot::kRight});
    else
      hold_for(*race, 1, {slot::kAccelerate});
    rec.frame(now);
    now += frames.next_ms();
  }
  for (int32_t h = 0; h < 2; ++h) out.at_end[h] = centre(*race, h);
  out.replay = rec.finish();
  // Both humans placed.
  const auto results = race->results();
  REQUIRE(results.size() == 2);
  int humans = 0;
  for (const auto& r : results) humans += r.human;
  CHECK(humans == 2);
  return out;
}

}  // namespace

TEST_CASE("two humans: each device drives its own car, and the race plays back step for step",
          "[session][replay][humans]") {
  const Drive d = record_two_humans();
  // The same frames with nobody at the keys: the cars roll off the grid on their own, the same
  // way every time. Against that, player 1's keys took its car away before frame 800 while
  // player 2's car went where it goes on its own; then player 2's keys took its car away.
  const Drive idle = record_two_humans(false);
  const assets::Replay& r = d.replay;
  INFO("at frame 800 player 1 is " << apart(d.at_p2_start[0], idle.at_p2_start[0])
                                   << " units from where it rolls alone, player 2 "
                                   << apart(d.at_p2_start[1], idle.at_p2_start[1])
                                   << "; at the end player 2 is "
                                   << apart(d.at_end[1], idle.at_end[1]));
  CHECK(apart(d.at_p2_start[0], idle.at_p2_start[0]) > 50);
  CHECK(apart(d.at_p2_start[1], idle.at_p2_start[1]) < 1);
  CHECK(apart(d.at_end[1], idle.at_end[1]) > 50);
  // Both humans' keys went in with the frames.
  REQUIRE(r.frames.size() == 1500);
  REQUIRE(r.frames[620].inputs.size() == 2);
  CHECK(r.frames[620].inputs[0].keys == (1u << slot::kAccelerate | 1u << slot::kLeft));
  CHECK(r.frames[620].inputs[1].keys == 0);
  CHECK(r.frames[1010].inputs[0].keys == 1u << slot::kAccelerate);
  CHECK(r.frames[1010].inputs[1].keys == (1u << slot::kAccelerate | 1u << slot::kRight));
  CHECK(r.checkpoints.front().parts.size() == 2 * 15 + 3);
  // Through the file and back, then played: every step's hash as recorded.
  auto read = assets::decode_replay(assets::encode_replay(r), "two.rpl");
  REQUIRE(read);
  REQUIRE(*read == r);
  auto again = test::dusk_ring_replay_session(*read);
  const session::Playback p = session::play(*again, *read, true);
  INFO(p.note);
  CHECK(p.matched);
  CHECK_FALSE(p.divergence);
  CHECK(p.steps == r.step_hashes.size());
  CHECK(p.final_hash == r.final_hash);
}

TEST_CASE("two humans: a change to player 2's keys diverges and names racer 1",
          "[session][replay][humans]") {
  assets::Replay r = record_two_humans().replay;
  r.frames[1100].inputs[1].keys = 1u << slot::kLeft;  // player 2 lifts and steers left
  auto race = test::dusk_ring_replay_session(r);
  const session::Playback p = session::play(*race, r, true);
  CHECK_FALSE(p.matched);
  REQUIRE(p.divergence);
  CHECK(p.divergence->step > 1100);
  bool racer1 = false, racer0 = false;
  for (const std::string& part : p.divergence->parts) {
    racer1 |= part.rfind("racer 1 (PLAYER 2)", 0) == 0;
    racer0 |= part.rfind("racer 0 (", 0) == 0;
  }
  CHECK(racer1);
  CHECK_FALSE(racer0);  // player 1's car is far ahead: nothing of it differs yet
}

TEST_CASE("two humans: the race goes on until the second finishes, then ends 3 s later",
          "[session][end][humans]") {
  // 16 ms frames. Player 1 is given to the computer's controller at "GO!", player 2 after 20 s
  // standing (as a human's car is after "Fin Course", FUN_00422788): the computer brings each
  // round the lap, and they finish far apart (the traffic decides which first).
  auto race = test::dusk_ring_replay_session(two_human_setup(2));
  race->start();
  uint32_t now = 1000;
  std::optional<int> done[2], over_at;
  int32_t second = -1;  // the human who finished last
  Fx second_frame_time = 0;
  std::vector<Fx> frame_ends;  // the race clock after each frame from the second finish on
  for (int f = 0; f < 30000 && !race->over(); ++f, now += 16) {
    const Fx clock = race->race().rules().state().clock;
    hold_for(*race, 0, {});
    hold_for(*race, 1, {});
    if (racing(*race)) race->give_to_computer(0);
    if (racing(*race) && clock >= 20 * kSessionUnit) race->give_to_computer(1);
    const sim::race::FrameReport report = race->frame(now);
    const auto& s = race->race().rules().state();
    for (int32_t h = 0; h < 2; ++h) {
      if (done[h] || !s.records[size_t(h)].finished) continue;
      done[h] = f;
      if (done[1 - h]) {
        second = h;
        second_frame_time = report.frame_time;
      }
    }
    if (second >= 0) frame_ends.push_back(s.clock);
    if (report.race_over) over_at = f;
    // While one human still races, the end timer has not started and the race goes on.
    if (done[0].has_value() != done[1].has_value()) {
      CHECK_FALSE(s.humans_done);
      CHECK(s.end_timer == 0);
      CHECK_FALSE(report.race_over);
    }
  }
  REQUIRE(done[0]);
  REQUIRE(done[1]);
  REQUIRE(second >= 0);
  REQUIRE(over_at);
  const int32_t first = 1 - second;
  const auto& s = race->race().rules().state();
  INFO("player 1 finished at frame " << *done[0] << ", player 2 at " << *done[1]
                                     << ", the race ended at " << *over_at);
  CHECK(*done[second] - *done[first] > 300);  // they finished seconds apart
  CHECK(s.humans_finished == 2);
  // The end: the race loop ends after the first frame that ends at or past the last human's
  // finish + the finishing frame's time + 3 s (pod-race.md "The end").
  const Fx finish = s.records[size_t(second)].last_lap_clock;
  const Fx due = finish + second_frame_time + sim::race::kEndTimer;
  size_t first_past = 0;
  while (first_past < frame_ends.size() && frame_ends[first_past] < due) ++first_past;
  REQUIRE(first_past < frame_ends.size());
  CHECK(*over_at == *done[second] + int(first_past));
  CHECK(frame_ends.back() == frame_ends[first_past]);
  // About 3 s of race clock after the finish (the notes measured 3.04 s in POD).
  const double after = double(frame_ends.back() - finish) / kSessionUnit;
  CHECK(after > 3.0);
  CHECK(after < 3.1);

  // Both humans placed in their finishing order, with their own race times.
  race->finish();
  const auto results = race->results();
  REQUIRE(results.size() == 4);
  int place[2] = {0, 0};
  for (const auto& r : results) {
    if (!r.human) continue;
    place[r.racer] = r.place;
    CHECK(r.finished);
    CHECK_FALSE(r.driven_to_end);
    CHECK(r.laps == 1);
    CHECK(r.race_time == s.records[size_t(r.racer)].last_lap_clock);
  }
  REQUIRE(place[first] > 0);
  CHECK(place[first] < place[second]);
  CHECK(s.records[size_t(first)].last_lap_clock < s.records[size_t(second)].last_lap_clock);
}

}  // namespace unpod::session_test
