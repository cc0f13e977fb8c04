#include "unpod/engine/overlay/overlay_windows.h"

#include <imgui.h>
#include <imgui_internal.h>  // MarkIniSettingsDirty: the open windows and views are kept

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <cstring>

#include "unpod/engine/overlay/window_layout.h"
#include "unpod/sim/ai/computer.h"

namespace unpod::engine::overlay {
namespace {

// A value changed since the last sim frame.
const ImVec4 kChangedColour{1.0f, 0.8f, 0.2f, 1.0f};

float overlay_seconds(sim::race::Fx fx) {
  return static_cast<float>(fx) / 65536.0f;
}

const char* overlay_phase_name(sim::race::CountdownPhase phase) {
  switch (phase) {
    case sim::race::CountdownPhase::kOff:
      return "off (racing)";
    case sim::race::CountdownPhase::kStart:
      return "start";
    case sim::race::CountdownPhase::kCounting:
      return "counting";
    case sim::race::CountdownPhase::kTimeTrial:
      return "time trial";
  }
  return "?";
}

const char* overlay_event_name(sim::race::EventKind kind) {
  using K = sim::race::EventKind;
  switch (kind) {
    case K::kLap:
      return "lap";
    case K::kLastLap:
      return "last lap";
    case K::kCheckpoint:
      return "checkpoint";
    case K::kFinish:
      return "finish";
    case K::kFirstCrossing:
      return "first crossing";
    case K::kLapBackward:
      return "lap backward";
    case K::kWrongWayOn:
      return "wrong way on";
    case K::kWrongWayOff:
      return "wrong way off";
    case K::kSection:
      return "section (Troncon)";
    case K::kPitDecision:
      return "pit decision";
    case K::kPathEnd:
      return "path end";
    case K::kStartLaneEnd:
      return "start lane end";
    default:
      return "effect";
  }
}

// The near flags (ai::near) as letters: Ahead, Left, Right, Behind, Just ahead, Touching.
std::string overlay_near_flags(uint8_t flags) {
  std::string out;
  const char letters[] = "ALRBJT";
  for (int b = 0; b < 6; ++b)
    if (flags & (1u << b)) out += letters[b];
  return out.empty() ? "-" : out;
}

// The racers by name, for a combo box; `pick` held inside the race.
void overlay_racer_combo(const char* label, const std::vector<std::string>& names, int32_t& pick) {
  if (names.empty()) return;
  pick = std::clamp<int32_t>(pick, 0, static_cast<int32_t>(names.size()) - 1);
  if (ImGui::BeginCombo(label, names[size_t(pick)].c_str())) {
    for (size_t r = 0; r < names.size(); ++r) {
      const std::string item = std::to_string(r) + " " + names[r];
      if (ImGui::Selectable(item.c_str(), pick == static_cast<int32_t>(r)))
        pick = static_cast<int32_t>(r);
    }
    ImGui::EndCombo();
  }
}

// A field table reaches down to its window's foot, its sideways scroll bar in sight; 300 pixels
// where less is left (a table under others in the Race window).
float field_table_height() {
  const float left = ImGui::GetContentRegionAvail().y;
  return left >= 150.0f ? left : 300.0f;
}

// Rows of a field table: name, offset, size, value (changed ones coloured). With `view`, a
// click on a field's name pins it to a graph or unpins it. Only the rows in sight are built.
// Every name and value reads whole: the names' column is as wide as the longest name of all the
// rows (so it keeps its width as the table scrolls; the player may resize it) and stays at the
// left, the other columns fit what they show, and the table scrolls sideways where the window
// is narrower than the rows (a vector's three words with their 16.16 readings are about 60
// characters).
void overlay_field_table(const char* id, const std::vector<FieldRow>& rows,
                         const std::vector<bool>* changed, CarsView* view = nullptr) {
  if (!ImGui::BeginTable(id, 4,
                         ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders | ImGuiTableFlags_ScrollX |
                             ImGuiTableFlags_ScrollY | ImGuiTableFlags_Resizable |
                             ImGuiTableFlags_SizingFixedFit,
                         ImVec2(0.0f, field_table_height())))
    return;
  ImGui::TableSetupScrollFreeze(1, 1);
  const char* longest = "field";  // ImGui's own font is monospaced: the longest is the widest
  for (const FieldRow& row : rows)
    if (row.name.size() > std::strlen(longest)) longest = row.name.c_str();
  ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_NoHide,
                          ImGui::CalcTextSize(longest).x);
  // Fixed and not resizable: each fits its contents, frame by frame.
  constexpr ImGuiTableColumnFlags kFits =
      ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_NoResize;
  ImGui::TableSetupColumn("offset", kFits);
  ImGui::TableSetupColumn("size", kFits);
  ImGui::TableSetupColumn("value", kFits);
  ImGui::TableHeadersRow();
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(rows.size()));
  while (clipper.Step())
    for (auto i = static_cast<size_t>(clipper.DisplayStart);
         i < static_cast<size_t>(clipper.DisplayEnd); ++i) {
      const FieldRow& row = rows[i];
      const bool hot = changed && i < changed->size() && (*changed)[i];
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      if (!view) {
        ImGui::TextUnformatted(row.name.c_str());
      } else {
        const bool pinned = view->pinned.count(row.name) > 0;
        if (ImGui::Selectable(row.name.c_str(), pinned)) {
          if (pinned)
            view->unpin(row.name);
          else
            view->pin(row.name);
        }
      }
      ImGui::TableSetColumnIndex(1);
      ImGui::Text("0x%03x", row.offset);
      ImGui::TableSetColumnIndex(2);
      ImGui::Text("%u", row.size);
      ImGui::TableSetColumnIndex(3);
      const std::string value = value_text(row);
      if (hot)
        ImGui::TextColored(kChangedColour, "%s", value.c_str());
      else
        ImGui::TextUnformatted(value.c_str());
    }
  ImGui::EndTable();
}

// The window's first place on this display (window_layout.h), for ImGui's next Begin.
void place_first(OverlayWindow window) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const WindowPlace place = first_place(window, display.x, display.y);
  ImGui::SetNextWindowPos(ImVec2(place.x, place.y), ImGuiCond_FirstUseEver);
  if (place.width > 0)
    ImGui::SetNextWindowSize(ImVec2(place.width, place.height), ImGuiCond_FirstUseEver);
}

void overlay_graph_line(const char* label, const RollingGraph& g, float scale_top) {
  char overlay[64];
  std::snprintf(overlay, sizeof overlay, "%.2f ms (mean %.2f, top %.2f)", g.last(), g.mean(),
                g.highest());
  ImGui::PlotLines(label, g.data(), static_cast<int>(g.count()), g.offset(), overlay, 0.0f,
                   std::max(scale_top, g.highest()), ImVec2(0.0f, 60.0f));
}

}  // namespace

void CarsView::update(const sim::session::RaceSession& session) {
  const auto& racers = session.simulation().racers();
  if (racers.empty()) return;
  car = std::clamp<int32_t>(car, 0, static_cast<int32_t>(racers.size()) - 1);
  if (car == seen_car && session.steps() == seen_steps) return;
  std::vector<FieldRow> rows = car_rows(racers[size_t(car)].car);
  // A new car: nothing changed yet; a new sim frame: what changed over it.
  before = car == seen_car ? std::move(now) : rows;
  now = std::move(rows);
  changed = changed_rows(before, now);
  if (car != seen_car)
    for (auto& [name, graph] : pinned) graph = {};
  for (const FieldRow& row : now)
    if (const auto it = pinned.find(row.name); it != pinned.end() && !row.words.empty()) {
      const auto word = static_cast<float>(row.words[0]);
      it->second.add(row.size == 4 * row.words.size() ? word / 65536.0f : word);
    }
  seen_car = car;
  seen_steps = session.steps();
}

void EventLog::update(const sim::session::RaceSession& session) {
  if (session.steps() == seen_steps) return;
  seen_steps = session.steps();
  const sim::race::RaceRules& rules = session.race().rules();
  for (const sim::race::Event& e : rules.events()) events.push_back(e);
  // The race clock restarts at "GO!": older events than the window are dropped against it.
  const sim::race::Fx now = rules.state().clock;
  const sim::race::Fx oldest = now - kEventLogSeconds * 65536;
  while (!events.empty() && (events.size() > kEventLogSize || events.front().clock < oldest ||
                             events.front().clock > now))
    events.pop_front();
}

void OverlayWindows::draw(const RaceView* race, ControlsAsk& ask, const Timings& timings) {
  controls_window(race, ask);
  scene_lines.clear();
  if (race && race->session && race->camera)
    draw_scene_views(views, *race->camera, *race->session, scene_lines,
                     views_depth_tested ? label_hidden : SceneHidden{});
  const bool open_before[5] = {show_cars, show_race, show_drivers, show_performance, show_network};
  if (race && race->session) {
    if (show_cars) cars_window(*race);
    if (show_race) race_window(*race);
    if (show_drivers) drivers_window(*race);
    if (show_network && race->network) network_window(*race->network);
  }
  if (show_performance) performance_window(timings);
  // A window closed with its button is kept closed in the layout file (overlay_settings.h).
  const bool open_after[5] = {show_cars, show_race, show_drivers, show_performance, show_network};
  if (!std::equal(open_before, open_before + 5, open_after)) ImGui::MarkIniSettingsDirty();
}

// A replay to watch from any screen: its path typed (Return or Watch), or a saved one picked.
void OverlayWindows::watch_box(ControlsAsk& ask) {
  ImGui::SetNextItemWidth(280.0f);
  const bool typed =
      ImGui::InputTextWithHint("##replay", "a replay file to watch", replay_path_.data(),
                               replay_path_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if ((ImGui::Button("Watch") || typed) && replay_path_[0] != '\0')
    ask.watch = std::string(replay_path_.data());
  if (!replay_files.empty()) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(120.0f);
    if (ImGui::BeginCombo("##saved", "saved replays")) {
      for (const std::string& file : replay_files) {
        const size_t slash = file.find_last_of('/');
        const char* name = file.c_str() + (slash == std::string::npos ? 0 : slash + 1);
        if (ImGui::Selectable(name)) {
          std::snprintf(replay_path_.data(), replay_path_.size(), "%s", file.c_str());
          ask.watch = file;
        }
      }
      ImGui::EndCombo();
    }
  }
  if (!watch_problem.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.4f, 0.4f, 1.0f));
    ImGui::TextWrapped("%s", watch_problem.c_str());  // a path is long: all of it, wrapped
    ImGui::PopStyleColor();
  }
}

void OverlayWindows::controls_window(const RaceView* race, ControlsAsk& ask) {
  place_first(OverlayWindow::kControls);
  ImGui::Begin("Controls");
  ImGui::Text("F1 hides the overlay");
  watch_box(ask);
  if (ImGui::Checkbox("Cars", &show_cars)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("Race", &show_race)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("Drivers", &show_drivers)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("Performance", &show_performance)) ImGui::MarkIniSettingsDirty();
  if (race && race->network) {
    ImGui::SameLine();
    if (ImGui::Checkbox("Network", &show_network)) ImGui::MarkIniSettingsDirty();
  }
  const bool racing = race && race->session;
  if (!racing) {
    ImGui::TextUnformatted("No race on screen.");
    ImGui::End();
    return;
  }
  ImGui::TextUnformatted("Views");
  ImGui::SameLine();
  if (ImGui::Checkbox("beacons", &views.beacons)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("targets", &views.targets)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("race graph", &views.race_graph)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("sectors", &views.sectors)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("wheels", &views.wheels)) ImGui::MarkIniSettingsDirty();
  if (ImGui::Checkbox("sector boxes", &views.sector_bounds)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("faces", &views.faces)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("zones", &views.zones)) ImGui::MarkIniSettingsDirty();
  if (ImGui::Checkbox("walls", &views.walls)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("grid", &views.grid)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("culling", &views.culling)) ImGui::MarkIniSettingsDirty();
  ImGui::SameLine();
  if (ImGui::Checkbox("lanes", &views.lanes)) ImGui::MarkIniSettingsDirty();
  if (ImGui::Checkbox("lines hidden behind the scene", &views_depth_tested))
    ImGui::MarkIniSettingsDirty();
  ImGui::Separator();
  if (ImGui::Button(ask.paused ? "Resume" : "Pause")) ask.paused = !ask.paused;
  ImGui::BeginDisabled(!ask.paused);
  ImGui::SameLine();
  if (ImGui::Button("One frame")) ++ask.frames;
  ImGui::SameLine();
  if (ImGui::Button("One step")) ++ask.steps;
  ImGui::EndDisabled();
  if (race->replay_frames) {
    // Scrubbing: the race brought to the frame let go of (back: simulated again from the start).
    // While held, the slider keeps its own value (the race's frame moves on under it).
    if (!scrubbing_) scrub_frame_ = static_cast<int>(race->replay_frame);
    ImGui::SliderInt("Replay frame", &scrub_frame_, 0, static_cast<int>(*race->replay_frames));
    scrubbing_ = ImGui::IsItemActive();
    if (ImGui::IsItemDeactivatedAfterEdit()) ask.seek = static_cast<size_t>(scrub_frame_);
  }
  ImGui::TextUnformatted("Speed");
  for (const uint32_t divisor : {1u, 2u, 4u, 8u}) {
    ImGui::SameLine();
    const std::string label = divisor == 1 ? std::string("1") : "1/" + std::to_string(divisor);
    if (ImGui::RadioButton(label.c_str(), ask.slow == divisor)) ask.slow = divisor;
  }
  ImGui::Checkbox("Free camera (I, K, J, L, U, O, the right mouse button)", &ask.free_camera);
  int32_t follow = ask.follow < 0 ? 0 : ask.follow;
  bool own = ask.follow < 0;
  if (ImGui::Checkbox("Camera on player 1's car", &own)) ask.follow = own ? -1 : follow;
  if (!own) {
    overlay_racer_combo("Camera follows", race->names, follow);
    ask.follow = follow;
  }
  ImGui::End();
}

void OverlayWindows::cars_window(const RaceView& race) {
  place_first(OverlayWindow::kCars);
  if (!ImGui::Begin("Cars", &show_cars)) {
    ImGui::End();
    return;
  }
  const sim::session::RaceSession& session = *race.session;
  overlay_racer_combo("Car", race.names, cars_view_.car);
  cars_view_.update(session);
  const sim::physics::Racer& racer = session.simulation().racers()[size_t(cars_view_.car)];
  ImGui::Text("input word 0x%08x  steering %d  buttons 0x%02x", racer.driver.input,
              static_cast<int16_t>(racer.driver.input >> 16),
              (racer.driver.input & 0xffffu) - sim::physics::kInputBias);
  ImGui::Text("body parts: %d hit, front level %d, rear level %d", racer.damage.count,
              racer.damage.front_level, racer.damage.rear_level);
  ImGui::Text("catch-up: target %d, scale %.3f, gap %.2f", racer.driver.catch_up.target,
              overlay_seconds(racer.driver.catch_up.scale),
              overlay_seconds(racer.driver.catch_up.gap));
  ImGui::TextColored(kChangedColour, "changed over the last sim frame");
  for (const auto& [name, graph] : cars_view_.pinned) {
    char overlay[64];
    std::snprintf(overlay, sizeof overlay, "%.3f", graph.last());
    ImGui::PlotLines(name.c_str(), graph.data(), static_cast<int>(graph.count()), graph.offset(),
                     overlay, FLT_MAX, FLT_MAX, ImVec2(0.0f, 40.0f));
  }
  ImGui::TextUnformatted("a field's name pins it to a graph (again: unpins)");
  overlay_field_table("car record", cars_view_.now, &cars_view_.changed, &cars_view_);
  ImGui::End();
}

void OverlayWindows::race_window(const RaceView& race) {
  place_first(OverlayWindow::kRace);
  if (!ImGui::Begin("Race", &show_race, ImGuiWindowFlags_HorizontalScrollbar)) {
    ImGui::End();
    return;
  }
  const sim::race::Race& r = race.session->race();
  const sim::race::RaceState& state = r.rules().state();
  ImGui::Text("frame: %u ms, %u ms long, frame time %d (%.4f s), %d steps of %d", race.ms,
              race.frame_ms, race.report.frame_time, overlay_seconds(race.report.frame_time),
              race.report.steps.count, race.report.steps.step);
  ImGui::Text("game clock %.3f s, race clock %.3f s, %d steps run",
              overlay_seconds(r.clock().game_clock()), overlay_seconds(state.clock),
              race.session->steps());
  ImGui::Text("countdown: %s, number %d", overlay_phase_name(r.countdown().phase()),
              r.countdown().number());
  ImGui::Text("best lap %.3f s (racer %d), finished %d (humans %d), end timer %.2f%s",
              overlay_seconds(state.best_lap), state.best_lap_racer, state.cars_finished,
              state.humans_finished, overlay_seconds(state.end_timer),
              state.race_over ? ", race over" : "");
  if (ImGui::CollapsingHeader("Order and places", ImGuiTreeNodeFlags_DefaultOpen)) {
    for (size_t p = 0; p < state.order.size(); ++p) {
      const auto racer = static_cast<size_t>(state.order[p]);
      if (racer >= state.records.size()) continue;
      const sim::race::RaceRecord& rec = state.records[racer];
      const sim::race::RacerPath* path = racer < state.paths.size() ? &state.paths[racer] : nullptr;
      ImGui::Text("%zu. %-16s place %u  crossings %u  next checkpoint %u  tracker %d:%d%s", p + 1,
                  racer < race.names.size() ? race.names[racer].c_str() : "?", rec.place,
                  rec.crossings, rec.next_checkpoint, path ? path->tracker.link : -1,
                  path ? path->tracker.point : -1, rec.finished ? "  finished" : "");
    }
  }
  if (ImGui::CollapsingHeader("Checkpoints")) {
    const auto& checkpoints = r.rules().course().checkpoints;
    for (size_t c = 0; c < checkpoints.size(); ++c)
      ImGui::Text("%s %zu: beacon %d, best split %.3f s", c == 0 ? "lap line" : "checkpoint", c,
                  checkpoints[c],
                  c < state.best_splits.size() ? overlay_seconds(state.best_splits[c]) : 0.0f);
  }
  if (ImGui::CollapsingHeader("Race record (0xBC)", ImGuiTreeNodeFlags_DefaultOpen)) {
    overlay_racer_combo("Racer", race.names, cars_view_.car);
    const auto racer = static_cast<size_t>(cars_view_.car);
    if (racer < state.records.size())
      overlay_field_table("race record", record_rows(state.records[racer]), nullptr);
  }
  events_.update(*race.session);
  if (ImGui::CollapsingHeader("Events of the last seconds")) {
    for (const sim::race::Event& e : events_.events)
      ImGui::Text("%.3f s  racer %d  %s  beacon %d  value %d", overlay_seconds(e.clock), e.racer,
                  overlay_event_name(e.kind), e.beacon, e.value);
  }
  ImGui::End();
}

void OverlayWindows::drivers_window(const RaceView& race) {
  place_first(OverlayWindow::kDrivers);
  if (!ImGui::Begin("Drivers", &show_drivers, ImGuiWindowFlags_HorizontalScrollbar)) {
    ImGui::End();
    return;
  }
  const sim::session::RaceSession& session = *race.session;
  const auto& racers = session.simulation().racers();
  const auto& state = session.race().rules().state();
  ImGui::Text("rule draw clock %.3f s", overlay_seconds(session.draw_clock().time));
  for (size_t n = 0; n < racers.size(); ++n) {
    const auto racer = static_cast<int32_t>(n);
    const char* name = n < race.names.size() ? race.names[n].c_str() : "?";
    const sim::race::RacerPath* path = n < state.paths.size() ? &state.paths[n] : nullptr;
    if (!session.computer_drives(racer)) {
      // A human: the device's reading and the controller's output word.
      const int32_t h = racer;
      if (h >= static_cast<int32_t>(session.racers().size()) || !session.racers()[n].human)
        continue;
      const sim::controls::PlayerDevice& d = session.device(h);
      std::string keys;
      for (const bool k : d.frame.keys) keys += k ? '1' : '0';
      ImGui::Text("%zu %s (human): device kind %d, keys %s, x %d, y %d, buttons 0x%x%s", n, name,
                  static_cast<int>(d.device.kind), keys.c_str(), d.frame.x, d.frame.y,
                  d.frame.buttons, d.frame.retire ? ", retiring" : "");
      ImGui::Text("    controller: input word 0x%08x, front wheels %.3f / %.3f",
                  racers[n].driver.input, overlay_seconds(racers[n].car.points[0].steer),
                  overlay_seconds(racers[n].car.points[2].steer));
      continue;
    }
    const sim::ai::ComputerDriver& c = session.computers()[n];
    const sim::ai::Neighbours around = sim::ai::neighbours(racer, racers, c.target_car);
    ImGui::Text("%zu %s: %s (situation 0x%02x), target car %d, draws %d, rules taken %d of %zu", n,
                name, sim::ai::behaviour_name(c.behaviour), c.situation, c.target_car,
                c.behaviour_changes, c.rules_taken, c.rules.size());
    std::string cars_around;
    for (const sim::ai::Neighbour& nb : around.list)
      cars_around += std::to_string(nb.car) + ":" + overlay_near_flags(nb.flags) + " ";
    ImGui::Text("    around: %s", cars_around.empty() ? "none" : cars_around.c_str());
    if (path)
      ImGui::Text(
          "    lane %d (node %d, driver lane %d), line point %d, lane state 0x%x, target "
          "(%.1f, %.1f, %.1f)",
          path->lane, path->lane_node, path->driver_lane, path->line, path->lane_state,
          overlay_seconds(path->target.x), overlay_seconds(path->target.y),
          overlay_seconds(path->target.z));
  }
  ImGui::End();
}

void OverlayWindows::performance_window(const Timings& timings) {
  place_first(OverlayWindow::kPerformance);
  if (!ImGui::Begin("Performance", &show_performance)) {
    ImGui::End();
    return;
  }
  // Its graphs' lines unsmoothed (this window's draw list, this frame): a smoothed line is four
  // triangles a segment, a plain one two, and seven graphs of 240 frames are most of what the
  // window draws; the overlay's cost on a software GL is its triangles (bench/README.md).
  ImGui::GetWindowDrawList()->Flags &= ~ImDrawListFlags_AntiAliasedLines;
  overlay_graph_line("frame", timings.frame_ms, 33.0f);
  overlay_graph_line("sim", timings.sim_ms, 4.0f);
  if (timings.sim_steps > 0)
    ImGui::Text("last sim frames: %d steps, %.3f ms a step", timings.sim_steps,
                timings.sim_ms.last() / static_cast<float>(timings.sim_steps));
  overlay_graph_line("draw (CPU)", timings.draw_ms, 16.0f);
  overlay_graph_line("overlay (CPU)", timings.overlay_ms, 4.0f);
  // Where a software GL spends the two above's pixels (and a vsync its wait).
  if (timings.swap_ms.count() > 0)
    ImGui::Text("swap (pixels drawn, vsync): %.2f ms (mean %.2f)", timings.swap_ms.last(),
                timings.swap_ms.mean());
  // A software GL spends the overlay's time mostly on its triangles (bench/README.md).
  if (timings.overlay_triangles > 0)
    ImGui::Text("overlay: %zu triangles last frame", timings.overlay_triangles);
  if (timings.draw_calls_graph.count() > 0) {
    char now[64];
    std::snprintf(now, sizeof now, "%d (mean %.0f, top %.0f)", timings.draw_calls,
                  timings.draw_calls_graph.mean(), timings.draw_calls_graph.highest());
    const RollingGraph& calls = timings.draw_calls_graph;
    ImGui::PlotLines("draw calls", calls.data(), static_cast<int>(calls.count()), calls.offset(),
                     now, 0.0f, std::max(1.0f, calls.highest()), ImVec2(0.0f, 60.0f));
    const RollingGraph& tris = timings.triangles_graph;
    std::snprintf(now, sizeof now, "%zu (mean %.1fk, top %.1fk)", timings.triangles, tris.mean(),
                  tris.highest());
    ImGui::PlotLines("triangles", tris.data(), static_cast<int>(tris.count()), tris.offset(), now,
                     0.0f, std::max(1.0f, tris.highest()), ImVec2(0.0f, 60.0f));
  } else {
    ImGui::TextUnformatted("no race picture yet (draw calls and triangles)");
  }
  if (const auto& audio = timings.audio) {
    const RollingGraph& g = timings.audio_sources;
    char now[64];
    std::snprintf(now, sizeof now, "%.0f (mean %.1f, top %.0f)", g.last(), g.mean(), g.highest());
    ImGui::PlotLines("audio sources", g.data(), static_cast<int>(g.count()), g.offset(), now, 0.0f,
                     static_cast<float>(audio->engines + audio->pool + audio->track),
                     ImVec2(0.0f, 60.0f));
    ImGui::Text("audio: %zu engines, %zu of %zu voices, %zu track sounds; %zu voices stolen",
                audio->engines, audio->voices, audio->pool, audio->track, audio->steals);
  } else {
    ImGui::TextUnformatted("audio: no race sound (no device, --no-audio, or no race)");
  }
  ImGui::End();
}

void OverlayWindows::network_window(const NetworkView& network) {
  place_first(OverlayWindow::kNetwork);
  if (!ImGui::Begin("Network", &show_network, ImGuiWindowFlags_HorizontalScrollbar)) {
    ImGui::End();
    return;
  }
  for (const std::string& row : network_rows(network)) ImGui::TextUnformatted(row.c_str());
  ImGui::End();
}

}  // namespace unpod::engine::overlay
