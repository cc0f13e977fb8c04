// The overlay's windows (issue 19): Controls, Cars, Race, Drivers, Performance and, over a
// network race, Network (issue 33), drawn with
// ImGui between Overlay::begin_frame() and render() (or under a headless ImGui context: the
// tests). They only read the sim (const RaceSession); what the player asks of the race (pause,
// a step, slow motion, the car followed) goes out through ControlsAsk, which the game's frame
// loop carries out, so a race paused or stepped here is still one list of (ms, readings).
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "unpod/engine/overlay/field_rows.h"
#include "unpod/engine/overlay/network_rows.h"
#include "unpod/engine/overlay/rolling_graph.h"
#include "unpod/engine/overlay/scene_views.h"
#include "unpod/sim/race/race.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::engine::overlay {

// What the Controls window asks of the frame loop; the race screen takes the frames and steps.
struct ControlsAsk {
  bool paused = false;
  int frames = 0;              // single frames asked and not yet run (one as long as the last)
  int steps = 0;               // single steps asked (a frame of the shortest time: one step)
  uint32_t slow = 1;           // slow motion: 1, 2, 4 or 8 times slower
  int32_t follow = -1;         // the racer player 1's camera follows (-1: their own car)
  bool free_camera = false;    // player 1's free camera (its keys and the mouse fly it)
  std::optional<size_t> seek;  // a watched replay: the recorded frame to bring its race to
  std::optional<std::string> watch;  // a replay file to watch now, in place of the screen
};

// The race on screen, as the windows read it.
struct RaceView {
  const sim::session::RaceSession* session = nullptr;
  std::vector<std::string> names;     // the racers' drivers, in racer order
  uint32_t ms = 0;                    // the race's millisecond clock at its last frame
  uint32_t frame_ms = 0;              // that frame's length
  sim::race::FrameReport report;      // that frame's time and steps
  std::optional<SceneCamera> camera;  // player 1's, for the views (none: no picture yet)
  // A watched replay: its recorded frames, and how many the race has run (none: a race).
  std::optional<size_t> replay_frames;
  size_t replay_frame = 0;
  // A network race: its link, rollbacks and machines (none: a race on this computer alone).
  std::optional<NetworkView> network;
};

// The frame loop's times, in milliseconds, and what the last picture cost the renderers.
struct Timings {
  RollingGraph frame_ms;  // wall time from one frame to the next
  RollingGraph sim_ms;    // the race's sim frames run this display frame
  // The CPU's time handing the GL the screen's picture, and the overlay's (built and handed).
  // A software GL draws the pixels later, at the swap.
  RollingGraph draw_ms;
  RollingGraph overlay_ms;
  // The buffer swap: a software GL's drawing of the frame's pixels, and with vsync the wait for
  // the display.
  RollingGraph swap_ms;
  size_t overlay_triangles = 0;  // the overlay's last frame: ImGui's and the views' bands
  int sim_steps = 0;  // the sim steps those frames ran (sim_ms / sim_steps: a step's time)
  int draw_calls = 0;
  size_t triangles = 0;
  RollingGraph draw_calls_graph;  // draw_calls, a sample each display frame in a race
  RollingGraph triangles_graph;   // triangles, in thousands
  // The last picture's cost, into the figures and their graphs.
  void picture(int calls, size_t tris) {
    draw_calls = calls;
    triangles = tris;
    draw_calls_graph.add(static_cast<float>(calls));
    triangles_graph.add(static_cast<float>(tris) / 1000.0f);
  }
  // The race's OpenAL sources in use after its last sim frame (engine/audio/mixer.h); none
  // without a race or a device.
  struct AudioUse {
    size_t engines = 0;  // the cars' engine loops
    size_t voices = 0;   // of the pool (one-shots, skids, scrapes, brakes, calls)
    size_t pool = 0;
    size_t track = 0;   // the track's sounds (speakers, ambience)
    size_t steals = 0;  // voices taken from another sound since the race began
    size_t total() const { return engines + voices + track; }
  };
  std::optional<AudioUse> audio;
  RollingGraph audio_sources;  // AudioUse::total, a sample each display frame in a race
};

// The Cars window's car and its rows: `now` as the car stands, `before` as it stood one sim
// frame earlier (the highlight).
struct CarsView {
  int32_t car = 0;
  int32_t seen_steps = -1;
  int32_t seen_car = -1;
  std::vector<FieldRow> before, now;
  std::vector<bool> changed;
  // Fields pinned to a graph (by row name): their first word after each sim frame, a 4-byte
  // word as 16.16. Another car starts them afresh.
  std::map<std::string, RollingGraph> pinned;
  // Brings the rows up to the session's state: after a sim frame `before` takes `now`'s place
  // and the pinned graphs take the new values.
  void update(const sim::session::RaceSession& session);
  void pin(const std::string& field) { pinned.try_emplace(field); }
  void unpin(const std::string& field) { pinned.erase(field); }
};

// The race's events over the last kEventLogSeconds of race clock, newest last (at most
// kEventLogSize): each sim frame's events added once (a frame is known by the session's steps).
inline constexpr int32_t kEventLogSeconds = 10;
inline constexpr size_t kEventLogSize = 256;
struct EventLog {
  std::deque<sim::race::Event> events;
  int32_t seen_steps = -1;
  void update(const sim::session::RaceSession& session);
};

class OverlayWindows {
 public:
  // Every open window for this frame; `race` is null on a screen without a race.
  void draw(const RaceView* race, ControlsAsk& ask, const Timings& timings);

  // Which windows are open (the Controls window is always). At first only Race is besides it,
  // so the race shows round them (a quarter of a 1280x720 picture at most, window_layout.h);
  // Controls' boxes open the others. Network shows over a network race only.
  bool show_cars = false, show_race = true, show_drivers = false, show_performance = false;
  bool show_network = false;
  SceneViews views;  // the views drawn into the picture (all off at first)
  // The views' lines, left by draw() for the caller's SceneLineRenderer to draw before ImGui
  // renders: over the picture, or hidden behind the scene (depth tested).
  std::vector<SceneSegment> scene_lines;
  bool views_depth_tested = false;
  // Depth tested, the labels and dots whose point the picture covers are left out, as this says
  // (the game's reading of the depth buffer, scene_depth_probe.h; empty: none left out).
  SceneHidden label_hidden;
  // The saved replays offered to watch (paths, newest first; the game lists them when the
  // overlay is shown), and why the last file asked could not be watched ("" none).
  std::vector<std::string> replay_files;
  std::string watch_problem;

 private:
  void controls_window(const RaceView* race, ControlsAsk& ask);
  void cars_window(const RaceView& race);
  void race_window(const RaceView& race);
  void drivers_window(const RaceView& race);
  void performance_window(const Timings& timings);
  void network_window(const NetworkView& network);

  CarsView cars_view_;
  int scrub_frame_ = 0;  // the replay slider's frame while it is held
  bool scrubbing_ = false;
  // The race's events of the last seconds as the overlay saw them (each sim frame's, while shown).
  EventLog events_;
  std::array<char, 1024> replay_path_{};  // the replay file's path as typed
  void watch_box(ControlsAsk& ask);
};

}  // namespace unpod::engine::overlay
