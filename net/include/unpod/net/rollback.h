// The lockstep core of a network race (docs/NETWORK.md, "The model"; issue 32): every machine
// runs the whole RaceSession at a fixed tick, fed every human's device readings. What crosses
// the network is readings, never positions (DEVIATION 18). A reading not here yet is predicted
// as the human's last known one; when the real one comes and differs, the race goes back to the
// last tick whose every reading is known (the confirmed state) and runs forward again. No I/O:
// the caller hands it readings, its own at once and the others' as they arrive, and asks it to
// run; a fake transport tests it as ENet will drive it.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "unpod/sim/controls/device.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/replay.h"

namespace unpod::net {

using Reading = sim::controls::DeviceFrame;

// Humans a network race can hold (a racer each; the race's eight cars at most).
inline constexpr int32_t kMaxHumans = 8;
// A reading further than this past the confirmed tick is refused (about 65 s at 16 ms): what a
// race holds in memory ahead of its confirmed state stays bounded whatever a peer sends.
inline constexpr uint32_t kMaxTicksAhead = 4096;

struct RollbackStats {
  uint64_t ticks_run = 0;          // ticks the shown race simulated for the first time
  uint64_t ticks_resimulated = 0;  // ticks it showed wrongly and simulated again
  uint32_t rollbacks = 0;          // times it went back
  uint32_t longest_rollback = 0;   // the most ticks it went back at once
  uint64_t waits = 0;              // run_to calls held back by the window
};

class Rollback {
 public:
  // `session`: a race's session, started (RaceSession::start) and run to tick 0's start. Tick t
  // is the session's frame at `start_ms` + (t + 1) × `tick_ms` (the race's fixed tick: every
  // machine's clock sequence the same). `devices`: each human's device record, the race's.
  // `window`: how far (ticks) the shown race may run ahead of the confirmed one before run_to
  // waits instead of predicting further. `recorder`, when given, is `session`'s (attached before
  // it started): the confirmed race's frames go through it, so the replay holds the readings as
  // they were confirmed.
  Rollback(std::unique_ptr<sim::session::RaceSession> session,
           std::vector<sim::controls::Device> devices, uint32_t start_ms, uint32_t tick_ms,
           uint32_t window, sim::session::Recorder* recorder = nullptr);

  enum class Taken {
    kNew,        // kept; a prediction it contradicts sends the shown race back at run_to
    kDuplicate,  // the same reading was held (inputs travel redundantly)
    kOld,        // a tick before the confirmed one: every reading of it was known
    kConflict,   // a different reading was held for that tick: the first is kept
    kRefused,    // a human out of range, or a tick more than kMaxTicksAhead ahead
  };
  // Human `human`'s reading for tick `tick`, sure: the local player's own, or one delivered.
  Taken confirm(int32_t human, uint32_t tick, const Reading& reading);

  // Runs the shown race to `tick` (ticks 0 .. tick − 1 done), as far as the window lets it:
  // the confirmed race first, as far as every human's readings go, then the shown race again
  // from it where a prediction was wrong, then ahead with predictions. Returns the tick
  // reached.
  uint32_t run_to(uint32_t tick);

  // Runs the confirmed race alone as far as every reading is known, to `limit` at most (a host,
  // which shows no race); the shown race is left where it is.
  void advance_confirmed(uint32_t limit = std::numeric_limits<uint32_t>::max());
  // Called after each tick of the confirmed race with the tick count now done (the tick's
  // number + 1), e.g. to compare state hashes.
  void on_confirmed(std::function<void(uint32_t ticks_done)> f) { on_confirmed_ = std::move(f); }
  // The race's end on the confirmed race (RaceSession::finish: the cars still racing driven to
  // the line), once; with a recorder, the replay.
  std::optional<assets::Replay> finish();

  // The first tick whose readings are not all known: the confirmed race stands there.
  uint32_t confirmed() const { return confirmed_tick_; }
  // The shown race's tick.
  uint32_t shown() const { return shown_tick_; }
  // Whether run_to(`tick`) would run all the way (within the window of the confirmed tick).
  bool may_run_to(uint32_t tick) const { return tick <= confirmed_tick_ + window_; }
  const sim::session::RaceSession& shown_session() const { return *shown_; }
  const sim::session::RaceSession& confirmed_session() const { return *confirmed_; }
  // Whether the shown race's last run_to simulated ticks again (its events then are the second
  // time: sounds and effects must not repeat).
  bool went_back() const { return went_back_; }
  // The ticks the last run_to simulated for the first time, in order, with each racer's sound
  // slots started in it (RaceSession::frame_sounds): what the audio plays. A tick simulated
  // again after a rollback is not among them, so no sound plays twice.
  struct FreshTick {
    uint32_t tick = 0;
    std::vector<uint16_t> sounds;
    // The race's events of that tick (a lap, a finish, "GO!"): a frame on screen may show
    // several ticks, and the HUD's messages are started by each one's.
    std::vector<sim::race::Event> events;
  };
  const std::vector<FreshTick>& fresh() const { return fresh_; }
  const RollbackStats& stats() const { return stats_; }
  int32_t humans() const { return int32_t(devices_.size()); }

 private:
  using TickReadings = std::array<std::optional<Reading>, kMaxHumans>;
  // Human `human`'s reading for `tick`: the known one, else the last known before it (nothing
  // held when none is).
  Reading reading_for(int32_t human, uint32_t tick) const;
  bool all_known(uint32_t tick) const;
  // The confirmed race to `limit` at most; each tick's sounds into `sounds` when given.
  void advance(uint32_t limit, std::vector<FreshTick>* sounds);
  // One tick of `session` with `readings`.
  void step(sim::session::RaceSession& session, uint32_t tick,
            const std::array<Reading, kMaxHumans>& readings) const;
  TickReadings& at(uint32_t tick);

  std::vector<sim::controls::Device> devices_;
  sim::session::Recorder* recorder_ = nullptr;
  std::function<void(uint32_t)> on_confirmed_;
  uint32_t start_ms_, tick_ms_, window_;
  std::unique_ptr<sim::session::RaceSession> confirmed_, shown_;
  uint32_t confirmed_tick_ = 0, shown_tick_ = 0;
  // The readings from the confirmed tick on (index 0 = confirmed_tick_), and what the shown race
  // used for each tick past it.
  std::vector<TickReadings> known_;
  std::vector<std::array<Reading, kMaxHumans>> used_;
  std::array<std::optional<Reading>, kMaxHumans> last_confirmed_;  // at confirmed_tick_ − 1
  std::optional<uint32_t> wrong_from_;  // the first tick the shown race predicted wrongly
  bool went_back_ = false;
  std::vector<FreshTick> fresh_;
  std::vector<FreshTick> confirmed_fresh_;  // the ticks run_to's confirmed race ran
  RollbackStats stats_;
};

}  // namespace unpod::net
