// Watching a replay (docs/REPLAY-FORMAT.md): the race rebuilt from the file's description, then
// its recorded frames handed to the race one by one with their recorded millisecond readings and
// the humans' recorded readings, as sim::session::play hands them, but spread over the display
// frames: at 1x as fast as they were played (on the wall clock; one a display frame with a fixed
// frame time), at 2x and 4x two and four times as many. The frames run through race_frame, as
// the window's race does, so the race plays bit for bit: at the end its state hash is the
// file's final hash.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>

#include "controls/player_devices.h"
#include "race/race_load.h"
#include "race/replay_seek_points.h"
#include "unpod/assets/install.h"
#include "unpod/assets/replay.h"

namespace unpod::game {

// A replay file and its race, made (not started) the one way a description makes a race.
struct ReplayRace {
  std::filesystem::path file;
  assets::Replay replay;
  std::unique_ptr<LoadedRace> race;
};

// Reads `file` and loads its race on `installation`; nullopt with `error` naming the file and
// what is wrong (damaged, recorded on other circuit or car files, more humans than the game's
// two).
std::optional<ReplayRace> load_replay_race(const assets::Installation& installation,
                                           const std::filesystem::path& file, std::string& error);

// The humans' devices of a recorded frame: the replay's device records, the frame's readings.
PlayerDevices replay_devices(const assets::Replay& replay, const assets::ReplayFrame& frame);

// Which recorded frames each display frame plays.
class ReplayFeed {
 public:
  static constexpr int kSpeeds[] = {1, 2, 4};
  // A display frame plays at most this many frames (a long stall does not freeze the window).
  static constexpr size_t kMostFramesAtOnce = 64;

  ReplayFeed(const assets::Replay& replay, std::optional<uint32_t> fixed_frame_ms)
      : frames_(replay.frames), fixed_(fixed_frame_ms.has_value()) {}

  // The frames this display frame plays (the cursor moves past them): `speed()` of them with a
  // fixed frame time; on the wall clock, those whose recorded time from the first frame the
  // replay's clock (the wall time since the first call, times the speed, the holds left out)
  // has reached.
  std::span<const assets::ReplayFrame> take(uint32_t wall_ms);
  // Called instead of take() while the watcher has paused: the wall time is not the replay's.
  void hold(uint32_t wall_ms);
  // The debug overlay's single frame while the watcher holds: the next recorded frame, the
  // replay's clock moved on to it (none at the end).
  std::span<const assets::ReplayFrame> take_one();
  // The debug overlay's slow motion: the replay's clock runs `divisor` times slower (with a fixed
  // frame time, one display frame in `divisor` plays).
  void set_slow(uint32_t divisor);
  // The debug overlay's seek: the next frame to play is `frame` (the replay's clock at the frame
  // before it).
  void seek(size_t frame);
  // One speed up or down (1x, 2x, 4x), kept in bounds.
  void change_speed(int step);
  int speed() const { return kSpeeds[speed_]; }
  bool done() const { return next_ >= frames_.size(); }
  size_t played() const { return next_; }

 private:
  std::span<const assets::ReplayFrame> frames_;
  bool fixed_ = false;
  int speed_ = 0;
  size_t next_ = 0;
  uint64_t clock_ms_ = 0;  // the replay's clock, from the first frame
  std::optional<uint32_t> last_wall_;
  uint32_t slow_ = 1;
  uint64_t slow_rest_ = 0;       // the wall time not yet counted, times the speed
  uint32_t display_frames_ = 0;  // a fixed frame time's display frames while slowed
};

// The debug overlay's scrubbing: the race brought to just after the replay's first `frames`
// recorded frames, `fed` being how many it has run. It goes on from the nearest of `points`
// at or before `frames` when that is back from `fed` or further on than it, else from where it
// stands when going forward; back with no point, it makes the session again from the race's
// description, starts it and plays from the first (the core runs far faster than real time).
// The frames run through race_frame, so the race is the one the replay recorded at that frame;
// the points the frames pass are noted. Returns an error message or "".
std::string seek_replay(LoadedRace& race, const assets::Replay& replay, size_t& fed, size_t frames,
                        ReplaySeekPoints* points = nullptr);

struct ReplayCheck {
  bool verified = false;  // the session's state hash after the end is the file's final hash
  uint64_t hash = 0;
  std::string text;  // "Replay: verified ..." or what differs, for stdout
};

// Whether the race watched played as recorded, once its end has run (end_race, race_frame.h):
// its state hash then is the file's final hash.
ReplayCheck check_replay(const LoadedRace& race, const assets::Replay& replay,
                         size_t frames_played);

}  // namespace unpod::game
