// The debug overlay never writes the race (issue 19): a scripted race with every overlay window
// and view built every frame (a headless ImGui context, no GL) ends with the same state hashes as
// without it; and the overlay's single steps, taken from a paused race through the frame pacer, are
// the race's own steps: the same hashes as the race run unpaused, and its recording verifies;
// and what the windows show reads whole (no table cell cuts its text, long lines scroll).
#include <catch2/catch.hpp>

#include <imgui.h>
#include <imgui_internal.h>  // the tables' columns and the windows' scrolling, read back

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "race/race_frame.h"
#include "race/race_load.h"
#include "race/race_recording.h"
#include "shell/frame_pacer.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/overlay/overlay_windows.h"
#include "unpod/engine/overlay/scene_line_renderer.h"
#include "unpod/engine/overlay/wall_contact.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/session/replay.h"
#include "unpod/sim/world/face_tests.h"

using namespace unpod;

namespace {

const assets::Installation& overlay_disc() {
  static const assets::Installation inst = [] {
    auto i = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!i) throw std::runtime_error(i.error().to_string());
    return std::move(i.value());
  }();
  return inst;
}

std::unique_ptr<game::LoadedRace> overlay_race(const char* track = "duskring") {
  game::Options o;
  o.track = track;
  o.opponents = 3;
  o.laps = 1;
  std::string error;
  auto race = game::load_race(overlay_disc(), o, error);
  INFO(error);
  REQUIRE(race);
  return race;
}

// Player 1 accelerates from frame 100 and steers left now and then.
game::PlayerDevices overlay_devices(uint32_t k) {
  namespace slot = sim::controls::key_slot;
  game::PlayerDevices d{};
  d[0].frame.keys[slot::kAccelerate] = k >= 100;
  d[0].frame.keys[slot::kLeft] = k % 200 >= 180;
  return d;
}

// The race started and run `frames` frames of 16 ms from 1000 ms, driven by overlay_devices.
std::unique_ptr<game::LoadedRace> overlay_race_after(uint32_t frames) {
  auto race = overlay_race();
  game::start_race(*race);
  for (uint32_t k = 0; k < frames; ++k) game::race_frame(*race, overlay_devices(k), 1000 + 16 * k);
  return race;
}

// Player 1's camera: behind and above their car, looking at it, over a 1280x720 window.
engine::overlay::SceneCamera behind_player_1(const game::LoadedRace& race) {
  const auto& centre = race.session->simulation().racers()[0].car.centre;
  engine::CameraView eye;
  eye.target = {engine::to_float(centre[0]), engine::to_float(centre[1]),
                engine::to_float(centre[2])};
  eye.eye = eye.target + engine::Vec3f{-8, 0, 4};
  engine::overlay::SceneCamera camera;
  camera.view_projection = eye.projection(16.0f / 9.0f) * eye.view();
  camera.viewport = {0, 0, 1280, 720};
  return camera;
}

// A headless ImGui context: the windows are built and rendered into draw lists, nothing drawn.
class HeadlessImGui {
 public:
  HeadlessImGui() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(1280, 720);
    io.DeltaTime = 1.0f / 60.0f;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  ~HeadlessImGui() { ImGui::DestroyContext(); }
  HeadlessImGui(const HeadlessImGui&) = delete;
  HeadlessImGui& operator=(const HeadlessImGui&) = delete;
};

// The race's hash after every frame and after its end; with `overlay` every window built.
std::vector<uint64_t> overlay_race_hashes(bool overlay) {
  auto race = overlay_race();
  game::start_race(*race);
  engine::overlay::OverlayWindows windows;
  windows.show_cars = true;  // every window, closed ones too
  windows.show_drivers = true;
  windows.show_performance = true;
  windows.show_network = true;
  windows.views = engine::overlay::SceneViews::all_on();  // every view drawn too
  engine::overlay::ControlsAsk ask;
  engine::overlay::Timings timings;
  std::vector<uint64_t> hashes;
  int vertices = 0;
  for (uint32_t k = 0; k < 2500 && !race->finished; ++k) {
    const uint32_t ms = 1000 + 16 * k;
    const game::RaceFrame frame = game::race_frame(*race, overlay_devices(k), ms);
    if (overlay) {
      engine::overlay::RaceView view;
      view.session = race->session.get();
      for (const game::Racer& r : race->racers) view.names.push_back(r.driver);
      view.ms = ms;
      view.frame_ms = 16;
      view.report = frame.report;
      view.network = engine::overlay::NetworkView{};  // the Network window's figures alone
      view.camera = behind_player_1(*race);
      // The culling view's boxes: every sector, as if the circuit had drawn them all.
      const size_t sectors = race->session->simulation().world().sectors.size();
      for (size_t s = 0; s < sectors; ++s) view.camera->drawn_sectors.push_back(int(s));
      view.camera->sector_count = sectors;
      timings.frame_ms.add(16.0f);
      ImGui::NewFrame();
      windows.draw(&view, ask, timings);
      ImGui::Render();
      vertices = ImGui::GetDrawData()->TotalVtxCount;
    }
    hashes.push_back(race->session->hash());
  }
  game::end_race(*race);
  hashes.push_back(race->session->hash());
  if (overlay) {
    CHECK(vertices > 1000);  // the windows were there, with their tables
    CHECK_FALSE(ask.paused);
  }
  return hashes;
}

// Whether a view's line shows on `camera`'s picture: SceneLineRenderer draws its band.
bool on_picture(const engine::overlay::SceneCamera& camera,
                const engine::overlay::SceneSegment& line) {
  const auto band = engine::overlay::widen_segment(camera.view_projection, camera.viewport, line.a,
                                                   line.b, line.thickness);
  return band && !engine::overlay::off_picture(*band);
}

}  // namespace

TEST_CASE("a race with the overlay's windows built every frame hashes as without them",
          "[game][overlay]") {
  const std::vector<uint64_t> plain = overlay_race_hashes(false);
  HeadlessImGui imgui;
  const std::vector<uint64_t> watched = overlay_race_hashes(true);
  REQUIRE(plain.size() > 100);
  CHECK(watched == plain);
}

TEST_CASE("single steps from a paused race are the race's steps and its recording verifies",
          "[game][overlay]") {
  constexpr uint32_t kBefore = 300, kSteps = 40, kAfter = 100;
  // Stepped: frames on the wall clock, a pause of 5 s with 40 single steps, frames again.
  auto stepped = overlay_race();
  REQUIRE(game::start_recording(*stepped, {}).empty());
  game::start_race(*stepped);
  game::FramePacer pacer(std::nullopt);
  std::vector<uint32_t> stepped_ms;
  std::vector<uint64_t> stepped_hashes;
  uint32_t wall = 1000;
  uint32_t k = 0;
  const auto run = [&](uint32_t ms) {
    game::race_frame(*stepped, overlay_devices(k++), ms);
    stepped_ms.push_back(ms);
    stepped_hashes.push_back(stepped->session->hash());
  };
  for (uint32_t f = 0; f < kBefore; ++f, wall += 16)
    if (const auto ms = pacer.sim_frame(wall)) run(*ms);
  pacer.hold(wall);
  for (uint32_t s = 0; s < kSteps; ++s) {
    const int32_t steps_before = stepped->session->steps();
    run(pacer.step(game::kSimFrameMinMs));
    CHECK(stepped->session->steps() == steps_before + 1);  // one step each
  }
  wall += 5000;
  for (uint32_t f = 0; f < kAfter; ++f, wall += 16)
    if (const auto ms = pacer.sim_frame(wall)) run(*ms);
  REQUIRE_FALSE(stepped->finished);

  // Unpaused: the same race with the steps' 11 ms frames on the wall clock.
  auto unpaused = overlay_race();
  game::start_race(*unpaused);
  game::FramePacer plain(std::nullopt);
  std::vector<uint32_t> plain_ms;
  std::vector<uint64_t> plain_hashes;
  k = 0;
  wall = 1000;
  const auto run_plain = [&](std::optional<uint32_t> ms) {
    if (!ms) return;
    game::race_frame(*unpaused, overlay_devices(k++), *ms);
    plain_ms.push_back(*ms);
    plain_hashes.push_back(unpaused->session->hash());
  };
  for (uint32_t f = 0; f < kBefore; ++f, wall += 16) run_plain(plain.sim_frame(wall));
  wall -= 16;
  for (uint32_t s = 0; s < kSteps; ++s) run_plain(plain.sim_frame(wall += 11));
  wall += 16;
  for (uint32_t f = 0; f < kAfter; ++f, wall += 16) run_plain(plain.sim_frame(wall));
  CHECK(plain_ms == stepped_ms);
  CHECK(plain_hashes == stepped_hashes);

  // The stepped race's recording plays back to its hashes.
  sim::race::DriveReport end;
  REQUIRE(game::finish_recording(*stepped, end));
  REQUIRE(stepped->recorded);
  auto fresh = overlay_race();
  const sim::session::Playback played =
      sim::session::play(*fresh->session, *stepped->recorded, true);
  INFO(played.note);
  CHECK(played.matched);
}

TEST_CASE("a pinned field's graph takes the car's value after each sim frame", "[game][overlay]") {
  auto race = overlay_race();
  game::start_race(*race);
  engine::overlay::CarsView view;
  view.pin("engine_speed");
  view.pin("wheel 0 sector");
  view.update(*race->session);  // the car as it stands before the first frame
  for (uint32_t k = 0; k < 400; ++k) {
    game::race_frame(*race, overlay_devices(k), 1000 + 16 * k);
    view.update(*race->session);
    view.update(*race->session);  // drawn twice in one sim frame: one sample
  }
  const sim::physics::CarState& car = race->session->simulation().racers()[0].car;
  const engine::overlay::RollingGraph& speed = view.pinned.at("engine_speed");
  CHECK(speed.count() == 240);  // 401 samples, the last 240 kept
  CHECK(speed.last() == Approx(static_cast<float>(car.engine_speed) / 65536.0f));
  CHECK(speed.highest() > 0.0f);  // player 1 accelerates from frame 100
  CHECK(view.pinned.at("wheel 0 sector").last() ==
        Approx(static_cast<float>(car.points[0].sector) / 65536.0f));
  // Another car: the graphs start afresh.
  view.car = 1;
  view.update(*race->session);
  CHECK(view.pinned.at("engine_speed").count() == 1);
  view.unpin("engine_speed");
  CHECK(view.pinned.count("engine_speed") == 0);
}

TEST_CASE("the overlay's event log holds the race's events of the last seconds",
          "[game][overlay]") {
  auto race = overlay_race();
  game::start_race(*race);
  engine::overlay::EventLog log;
  std::vector<sim::race::Event> all;
  for (uint32_t k = 0; k < 2500 && !race->finished; ++k) {
    game::race_frame(*race, overlay_devices(k), 1000 + 16 * k);
    const auto& events = race->session->race().rules().events();
    all.insert(all.end(), events.begin(), events.end());
    log.update(*race->session);
    log.update(*race->session);  // drawn twice in one sim frame: its events once
  }
  REQUIRE_FALSE(all.empty());
  const sim::race::Fx now = race->session->race().rules().state().clock;
  std::vector<sim::race::Event> recent;
  for (const sim::race::Event& e : all)
    if (e.clock >= now - engine::overlay::kEventLogSeconds * 65536 && e.clock <= now)
      recent.push_back(e);
  REQUIRE(recent.size() > 0);
  REQUIRE(recent.size() < all.size());  // the older ones left out
  CHECK(std::vector<sim::race::Event>(log.events.begin(), log.events.end()) == recent);
}

TEST_CASE("each of the overlay's views draws over the race at some frame", "[game][overlay]") {
  // One view at a time into the background list, every frame of the scripted race on the Dusk
  // Ring and the Quarry (which has the repair zone), from a camera behind player 1's car (the
  // zones view from one looking at the zone); each
  // must have drawn in some frame (the walls view where some point had a wall's push, which the
  // races have: their cars scrape the walls).
  HeadlessImGui imgui;
  using Views = engine::overlay::SceneViews;
  const std::vector<std::pair<const char*, bool Views::*>> each = {
      {"beacons", &Views::beacons},       {"targets", &Views::targets},
      {"race graph", &Views::race_graph}, {"sectors", &Views::sectors},
      {"wheels", &Views::wheels},         {"sector boxes", &Views::sector_bounds},
      {"faces", &Views::faces},           {"zones", &Views::zones},
      {"walls", &Views::walls},           {"grid", &Views::grid},
      {"culling", &Views::culling},       {"lanes", &Views::lanes}};
  std::vector<int> frames_drawn(each.size());
  int wall_pushes = 0, walls_traced = 0, walls_over = 0;
  for (const char* track : {"duskring", "quarry"}) {
    auto race = overlay_race(track);
    game::start_race(*race);
    const sim::world::World& world = race->session->simulation().world();
    for (uint32_t k = 0; k < 2500 && !race->finished; k += 1) {
      game::race_frame(*race, overlay_devices(k), 1000 + 16 * k);
      const auto& racers = race->session->simulation().racers();
      for (const auto& r : racers)
        for (const auto& p : r.car.points) {
          if (p.wall_depth <= 0) continue;
          ++wall_pushes;
          // The walls view outlines the face that pushed: one whose normal is the push's
          // direction or its opposite, found for every push.
          const auto contact = engine::overlay::wall_contact(world, p);
          if (!contact) continue;
          const sim::world::Mesh& mesh = world.sectors[size_t(contact->sector)].mesh;
          const auto along = [&](const sim::fx::Vec16& n) {
            return n == p.wall_dir || sim::physics::neg(n) == p.wall_dir;
          };
          if (contact->quad) {
            const sim::world::Quad& q = mesh.quads[contact->face];
            walls_traced += along(q.normal) || along(q.halves[0]) || along(q.halves[1]);
            walls_over += sim::world::over(mesh, q, p.position).has_value();
          } else {
            const sim::world::Triangle& t = mesh.triangles[contact->face];
            walls_traced += along(t.normal);
            walls_over += sim::world::over(mesh, t, p.position);
          }
        }
      engine::overlay::SceneCamera camera = behind_player_1(*race);
      camera.drawn_sectors = {0};
      camera.sector_count = race->session->simulation().world().sectors.size();
      ImGui::NewFrame();
      // The repair zone, from 12 units off its centre: the scripted drive never brings it into
      // player 1's camera, and a view draws only what is in the picture.
      engine::overlay::SceneCamera at_zone = camera;
      const auto& zones = race->session->simulation().zones().zones;
      if (!zones.empty()) {
        engine::CameraView eye;
        eye.target = engine::to_vec3f(zones[0].centre);
        eye.eye = eye.target + engine::Vec3f{-12, 0, 6};
        at_zone.view_projection = eye.projection(16.0f / 9.0f) * eye.view();
      }
      for (size_t v = 0; v < each.size(); ++v) {
        Views one;
        one.*(each[v].second) = true;
        const int before = ImGui::GetBackgroundDrawList()->VtxBuffer.Size;
        std::vector<engine::overlay::SceneSegment> lines;
        const engine::overlay::SceneCamera& seen = one.zones ? at_zone : camera;
        engine::overlay::draw_scene_views(one, seen, *race->session, lines);
        frames_drawn[v] += ImGui::GetBackgroundDrawList()->VtxBuffer.Size > before ||
                           std::any_of(lines.begin(), lines.end(),
                                       [&](const auto& line) { return on_picture(seen, line); });
      }
      ImGui::Render();
    }
    game::end_race(*race);
    // The beacons view marks the gate each car crossed last: the race's cars crossed some.
    const auto& crossed = race->session->race().rules().last_crossed();
    REQUIRE(crossed.size() == race->racers.size());
    for (const auto& c : crossed) CHECK(c.beacon >= 0);
  }
  CHECK(wall_pushes > 0);
  INFO(walls_traced << " of " << wall_pushes << " pushes traced to a face, " << walls_over
                    << " of them with the point over it");
  CHECK(walls_traced == wall_pushes);
  CHECK(walls_over == wall_pushes);  // 393 of 393 measured
  for (size_t v = 0; v < each.size(); ++v) {
    INFO(each[v].first << " drew in " << frames_drawn[v] << " frames");
    CHECK(frames_drawn[v] > 0);
  }
}

TEST_CASE("depth tested, the views' labels and dots the picture covers are left out",
          "[game][overlay]") {
  // The race graph's nodes are dots and labels, its links lines for SceneLineRenderer. Depth
  // tested, a label or dot is drawn only where the picture's depth reading says it is not
  // covered; the lines are all kept (the GL's depth test hides them).
  HeadlessImGui imgui;
  auto race = overlay_race_after(100);
  const engine::overlay::SceneCamera camera = behind_player_1(*race);
  engine::overlay::SceneViews views;
  views.race_graph = true;
  int asked = 0;
  const engine::overlay::SceneHidden all_hidden = [&](const engine::overlay::ScenePoint&, float) {
    ++asked;
    return true;
  };
  const engine::overlay::SceneHidden none_hidden = [](const engine::overlay::ScenePoint&, float) {
    return false;
  };
  const auto drawn = [&](std::vector<engine::overlay::SceneSegment>& lines,
                         const engine::overlay::SceneHidden& hidden) {
    ImGui::NewFrame();
    engine::overlay::draw_scene_views(views, camera, *race->session, lines, hidden);
    const int vertices = ImGui::GetBackgroundDrawList()->VtxBuffer.Size;
    ImGui::Render();
    return vertices;
  };
  std::vector<engine::overlay::SceneSegment> lines;
  CHECK(drawn(lines, none_hidden) > 0);  // the nodes' dots and labels
  CHECK_FALSE(lines.empty());            // the links, for SceneLineRenderer's pass
  const size_t links = lines.size();
  lines.clear();
  CHECK(drawn(lines, all_hidden) == 0);  // every one covered
  CHECK(asked > 0);
  CHECK(lines.size() == links);  // the lines are hidden by the depth test, not left out
  // Over the picture (no reading), nothing is hidden.
  lines.clear();
  CHECK(drawn(lines, {}) > 0);
  CHECK(lines.size() == links);
}

namespace {

// The text a draw list shows, glyph by glyph in the order drawn (no spaces: a space draws
// nothing): each quad whose corners' texture coordinates are a glyph's of ImGui's font.
std::string drawn_text(const ImDrawList& list) {
  const ImFont& font = *ImGui::GetFont();
  std::map<std::pair<float, float>, char> glyphs;  // a glyph's top left in the atlas
  for (const ImFontGlyph& g : font.Glyphs)
    if (g.Codepoint > ' ' && g.Codepoint < 127) glyphs[{g.U0, g.V0}] = char(g.Codepoint);
  std::string text;
  const ImVector<ImDrawVert>& v = list.VtxBuffer;
  for (int i = 0; i + 3 < v.Size; ++i) {
    const auto found = glyphs.find({v[i].uv.x, v[i].uv.y});
    if (found == glyphs.end()) continue;
    const ImFontGlyph* g = font.FindGlyphNoFallback(static_cast<ImWchar>(found->second));
    if (g && v[i + 2].uv.x == g->U1 && v[i + 2].uv.y == g->V1) {
      text += found->second;
      i += 3;
    }
  }
  return text;
}

// ImGui's tables built this frame whose first column is "field": the overlay's field tables
// (Cars' car record, Race's race record).
std::vector<ImGuiTable*> field_tables() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  std::vector<ImGuiTable*> out;
  for (int n = 0; n < g.Tables.GetMapSize(); ++n)
    if (ImGuiTable* t = g.Tables.TryGetMapData(n))
      if (t->LastFrameActive == g.FrameCount && t->ColumnsCount == 4 &&
          std::string(ImGui::TableGetColumnName(t, 0)) == "field")
        out.push_back(t);
  return out;
}

// How far the widest text of `table`'s column `c` in this frame's rows (and its header) reaches
// past the column's right edge, in pixels: 0 when every one shows whole.
float text_cut(const ImGuiTable& table, int c) {
  const ImGuiTableColumn& column = table.Columns[c];
  const float widest = std::max(
      {column.ContentMaxXFrozen, column.ContentMaxXUnfrozen, column.ContentMaxXHeadersIdeal});
  return std::max(0.0f, widest - column.WorkMaxX);
}

}  // namespace

TEST_CASE("every field's name and value in the overlay's tables, and every line, reads whole",
          "[game][overlay]") {
  // A researcher reads a field by its name and its value, a vector's three words with their
  // 16.16 readings: no cell may cut its text. The tables are scrolled down a page at a time
  // (only the rows in sight are built); each picture is built twice, as two frames of a paused
  // race are, for the columns fitted to what they showed. The Race and Drivers windows' lines
  // are longer than the windows: they must scroll sideways.
  HeadlessImGui imgui;
  auto race = overlay_race_after(400);
  engine::overlay::OverlayWindows windows;
  windows.show_cars =
      true;  // its table, and Race's record (Cars and Drivers open at first no more)
  windows.show_drivers = true;
  engine::overlay::ControlsAsk ask;
  engine::overlay::Timings timings;
  engine::overlay::RaceView view;
  view.session = race->session.get();
  for (const game::Racer& r : race->racers) view.names.push_back(r.driver);
  view.ms = 1000 + 16 * 399;
  view.frame_ms = 16;
  const auto frame = [&] {
    ImGui::NewFrame();
    windows.draw(&view, ask, timings);
    ImGui::Render();
  };
  frame();
  // Race opens short (window_layout.h): made as tall as the display, its record table in sight.
  ImGui::NewFrame();
  ImGui::SetWindowSize("Race", ImVec2(460.0f, ImGui::GetIO().DisplaySize.y - 20.0f));
  windows.draw(&view, ask, timings);
  ImGui::Render();
  frame();
  REQUIRE(field_tables().size() == 2);
  int pages = 0;
  for (bool more = true; more && pages < 200; ++pages) {  // bounded, should a scroll stick
    frame();
    more = false;
    for (ImGuiTable* table : field_tables()) {
      for (int c = 0; c < 4; ++c) {
        INFO("table of " << table->OuterWindow->Name << ", column "
                         << ImGui::TableGetColumnName(table, c) << ", page " << pages);
        CHECK(text_cut(*table, c) <= 0.5f);
      }
      // The next page down.
      ImGuiWindow* rows = table->InnerWindow;
      if (rows->Scroll.y < rows->ScrollMax.y) {
        ImGui::SetScrollY(rows, rows->Scroll.y + rows->InnerRect.GetHeight() / 2);
        more = true;
      }
    }
    frame();  // the scroll taken
  }
  CHECK(pages > 10);  // the car record is long: its every row was seen
  CHECK(pages < 200);
  for (const char* name : {"Race", "Drivers"}) {
    const ImGuiWindow* window = ImGui::FindWindowByName(name);
    REQUIRE(window);
    INFO(name << ": contents " << window->ContentSize.x << " wide in "
              << window->InnerRect.GetWidth());
    CHECK(window->ContentSize.x > window->InnerRect.GetWidth());  // lines longer than it
    CHECK(window->ScrollbarX);
  }
}

TEST_CASE("the Performance window says whose time each figure is, the swap's with them",
          "[game][overlay]") {
  // The screen's drawing and the overlay's are the CPU's time handing the GL their work; a
  // software GL draws their pixels at the swap, which the window shows beside them.
  HeadlessImGui imgui;
  engine::overlay::OverlayWindows windows;
  windows.show_performance = true;
  engine::overlay::ControlsAsk ask;
  engine::overlay::Timings timings;
  for (float ms : {10.0f, 20.0f, 30.0f}) timings.swap_ms.add(ms);
  timings.draw_ms.add(2.0f);
  timings.overlay_ms.add(1.5f);
  const auto shown = [&] {
    ImGui::NewFrame();
    windows.draw(nullptr, ask, timings);
    ImGui::Render();
    const ImGuiWindow* performance = ImGui::FindWindowByName("Performance");
    return performance ? drawn_text(*performance->DrawList) : std::string();
  };
  shown();  // a window's first frame only measures it
  const std::string text = shown();
  INFO(text);
  CHECK(text.find("draw(CPU)") != std::string::npos);  // the glyphs: no spaces
  CHECK(text.find("overlay(CPU)") != std::string::npos);
  CHECK(text.find("swap(pixelsdrawn,vsync):30.00ms(mean20.00)") != std::string::npos);
  // No swap yet (the first frame): no line.
  timings.swap_ms = {};
  CHECK(shown().find("swap") == std::string::npos);
}

TEST_CASE("the Network window and its box in Controls show over a network race only",
          "[game][overlay]") {
  HeadlessImGui imgui;
  auto race = overlay_race_after(10);
  engine::overlay::OverlayWindows windows;
  windows.show_network = true;  // ticked in an earlier network race
  engine::overlay::ControlsAsk ask;
  engine::overlay::Timings timings;
  engine::overlay::RaceView view;
  view.session = race->session.get();
  for (const game::Racer& r : race->racers) view.names.push_back(r.driver);
  engine::overlay::NetworkView network;
  network.where = "127.0.0.1:7997";
  network.round_trip_ms = 62;
  network.hash_tick = 640;
  const auto frame = [&] {
    ImGui::NewFrame();
    windows.draw(&view, ask, timings);
    ImGui::Render();
  };
  const auto text_of = [](const char* name) {
    const ImGuiWindow* window = ImGui::FindWindowByName(name);
    return window && window->Active ? drawn_text(*window->DrawList) : std::string();
  };
  // A race on this computer alone: no Network window, no box for it.
  frame();
  frame();
  CHECK(text_of("Network").empty());
  CHECK(text_of("Controls").find("Network") == std::string::npos);
  CHECK(text_of("Controls").find("Performance") != std::string::npos);
  // A network race: the window with this machine's figures (the glyphs: no spaces).
  view.network = network;
  frame();
  frame();
  const std::string shown = text_of("Network");
  INFO(shown);
  CHECK(shown.find("joined127.0.0.1:7997") != std::string::npos);
  CHECK(shown.find("roundtrip62ms") != std::string::npos);
  CHECK(shown.find("lastsentfortick640") != std::string::npos);
  CHECK(text_of("Controls").find("Network") != std::string::npos);
  // Closed, it stays closed in the layout (overlay_settings.h: network=0).
  windows.show_network = false;
  frame();
  CHECK(text_of("Network").empty());
}
