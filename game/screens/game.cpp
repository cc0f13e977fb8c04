#include "screens/game.h"

#include <chrono>
#include <iostream>

#include "race/replay_feed.h"
#include "screens/replay_watch.h"
#include "shell/frame_loop.h"
#include "shell/replay_files.h"
#include "shell/screenshot_files.h"
#include "unpod/assets/install_finder.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/screenshot.h"
#include "unpod/platform/paths.h"

namespace unpod::game::screens {
namespace {

bool shoot(const std::filesystem::path& path, platform::PixelSize size) {
  const std::string error = engine::save_screenshot(path, size);
  if (!error.empty()) {
    std::cerr << "unpod: " << error << "\n";
    return false;
  }
  std::cout << "screenshot: " << path.string() << std::endl;
  return true;
}

}  // namespace

Game::Game(platform::Window& window, const platform::Clock& clock, Options options,
           InstallationStatus status, settings::GameSettings& settings)
    : window_(window),
      clock_(clock),
      options_(std::move(options)),
      status_(std::move(status)),
      settings_(settings),
      demo_disc_(assets::find_demo_disc(platform::executable_dir()).value_or("")),
      menu_renderer_(std::make_unique<engine::HudRenderer>()),
      overlay_(std::make_unique<DebugOverlay>(window, overlay_ini_path(settings.path),
                                              options_.overlay)),
      shots_taken_(options_.shots.size(), false) {
  overlay_->set_replays_folder(user_folder() / kReplaysFolder);
}

Game::~Game() = default;

std::filesystem::path Game::user_folder() const {
  return platform::user_data_dir();
}

// The overlay's Watch: the replay in place of the screen on show (a race on screen is left), or
// why not, in the overlay and on stderr.
void Game::watch_from_overlay(const std::string& file) {
  std::string error = "no installation to watch it on";
  if (status_.installation) {
    if (auto replay = load_replay_race(*status_.installation, file, error)) {
      overlay_->set_watch_problem("");
      std::cout << "Overlay: watching " << file << std::endl;
      show(std::make_unique<ReplayWatch>(*this, std::move(*replay), false));
      return;
    }
  }
  std::cerr << "unpod: " << error << "\n";
  overlay_->set_watch_problem(error);
}

void Game::show(std::unique_ptr<Screen> next) {
  next_ = std::move(next);
  open_next_ = false;
}

void Game::open(std::unique_ptr<Screen> over) {
  next_ = std::move(over);
  open_next_ = true;
}

void Game::close() {
  ++closing_;
}

void Game::save_settings() {
  const std::string error = settings::save_settings(settings_, nullptr);
  if (!error.empty()) std::cerr << "unpod: " << error << "\n";
}

void Game::set_installation(InstallationStatus status) {
  status_ = std::move(status);
  pictures_.reset();
  backdrop_.reset();
  circuit_pictures_.clear();
}

const MenuPictureSet& Game::menu_pictures() {
  if (!pictures_) {
    pictures_ = status_.installation ? find_menu_pictures(*status_.installation) : MenuPictureSet{};
    for (const assets::LoadError& p : pictures_->problems)
      std::cerr << "unpod: " << p.to_string() << "\n";
    if (pictures_->backdrop) {
      backdrop_ = std::make_unique<engine::MenuPicture>(*pictures_->backdrop);
      std::cout << "Menu backdrop: " << pictures_->backdrop_source << std::endl;
    }
    for (const auto& [name, image] : pictures_->circuits)
      circuit_pictures_[name] = std::make_unique<engine::MenuPicture>(image);
  }
  return *pictures_;
}

void Game::draw_menu(const engine::MenuPage& page, platform::PixelSize window) {
  menu_pictures();
  const engine::Viewport all{0, 0, window.width, window.height};
  engine::MenuPage p = page;
  if (backdrop_ && !p.dim_behind) {
    backdrop_->draw({0, 0, window.width, window.height}, window, true);
    p.over_picture = true;
  }
  const auto circuit = page.picture.empty()
                           ? circuit_pictures_.end()
                           : circuit_pictures_.find(menu_picture_key(page.picture));
  if (circuit != circuit_pictures_.end()) {
    p.picture_width = circuit->second->width();
    p.picture_height = circuit->second->height();
  }
  menu_renderer_->draw(engine::menu_layout(p, all), window);
  if (circuit != circuit_pictures_.end())
    circuit->second->draw(engine::menu_picture_rect(p, all), window, false);
}

std::optional<uint32_t> Game::race_clock() const {
  for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
    if (const auto ms = (*it)->race_ms()) return ms;
  return std::nullopt;
}

std::optional<engine::overlay::RaceView> Game::overlay_view() const {
  for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
    if (auto view = (*it)->overlay_view()) return view;
  return std::nullopt;
}

void Game::take_screenshots(platform::PixelSize size, bool quitting, int& exit_code) {
  // --screenshot-at: on a race's clock when the command line started one, or with --frame-ms (a
  // race started from the menus, as --quit-after: its pictures are the same every run), else on
  // the loop's.
  const bool on_race =
      !options_.track.empty() || !options_.replay.empty() || options_.frame_ms.has_value();
  const std::optional<uint32_t> now = on_race ? race_clock() : std::optional(clock_.now_ms());
  for (size_t i = 0; i < options_.shots.size(); ++i)
    if (!shots_taken_[i] && now && *now >= options_.shots[i].at_ms) {
      shots_taken_[i] = true;
      if (!shoot(options_.shots[i].path, size)) exit_code = 1;
    }
  if (quitting && !options_.screenshot.empty() && !shoot(options_.screenshot, size)) exit_code = 1;
}

void Game::write_frame_report(platform::PixelSize size, int& exit_code) const {
  if (options_.frame_report.empty()) return;
  // The window, the circuit when the command line named it, the overlay when it was shown.
  const std::string what = std::to_string(size.width) + "x" + std::to_string(size.height) +
                           (options_.track.empty() ? "" : ", " + options_.track) +
                           (overlay_->shown() ? ", overlay" : "");
  if (const std::string error = frame_report_.write(options_.frame_report, what); !error.empty()) {
    std::cerr << "unpod: the frame report: " << error << std::endl;
    exit_code = 1;
    return;
  }
  std::cout << "Frame report: " << options_.frame_report.string() << " (" << frame_report_.frames()
            << " race frames)" << std::endl;
}

Screen& Game::advance_screens() {
  for (; closing_ > 0 && stack_.size() > 1; --closing_) {
    stack_.pop_back();
    std::cout << "Screen: " << stack_.back()->name() << std::endl;
    stack_.back()->resumed();
  }
  closing_ = 0;
  if (next_) {
    if (!open_next_) stack_.clear();
    stack_.push_back(std::move(next_));
    std::cout << "Screen: " << stack_.back()->name() << std::endl;
  }
  return *stack_.back();
}

int Game::run(std::unique_ptr<Screen> first) {
  platform::stop_text_input();
  show(std::move(first));
  int exit_code = 0;
  uint32_t last_wall = clock_.now_ms();
  for (;;) {
    // The changes asked for during the last frame.
    Screen& screen = advance_screens();

    const uint32_t wall = clock_.now_ms();
    const auto events_start = std::chrono::steady_clock::now();  // the player's frame starts
    platform::InputState input = platform::pump_events(overlay_->observer());
    // F1, the overlay's keys, and what its widgets want out of the game's input.
    overlay_->filter(input, settings_.controls.bindings);
    const controls::ActionFrame actions =
        controls::game_actions(input, settings_.controls.bindings);
    const platform::PixelSize size = window_.drawable_size();
    using Ms = std::chrono::duration<float, std::milli>;
    engine::overlay::Timings& timings = overlay_->timings();
    timings.frame_ms.add(static_cast<float>(wall - last_wall));
    screen.handle({input, actions, wall, static_cast<float>(wall - last_wall) / 1000.0f, size});
    last_wall = wall;
    const std::optional<uint32_t> race = race_clock();
    const bool on_race_clock = options_.frame_ms && race;
    const bool time_up =
        options_.quit_after_ms && (on_race_clock ? *race : wall) >= *options_.quit_after_ms;
    const bool quitting = input.quit_requested || quitting_ || time_up;

    const auto draw_start = std::chrono::steady_clock::now();
    engine::clear_frame(size);
    screen.draw(size);
    const auto draw_end = std::chrono::steady_clock::now();
    timings.draw_ms.add(Ms(draw_end - draw_start).count());
    if (overlay_->shown()) {
      const std::optional<engine::overlay::RaceView> race_view = overlay_view();
      overlay_->draw(race_view ? &*race_view : nullptr);
    }
    const auto overlay_end = std::chrono::steady_clock::now();
    if (auto& ask = overlay_->ask(); ask.watch) {
      const std::string file = *ask.watch;
      ask.watch.reset();
      watch_from_overlay(file);
    }
    // A GL error is a bug of ours: said on stderr with the screen, once until another comes.
    if (const std::string errors = engine::take_gl_errors(); errors != gl_errors_) {
      if (!errors.empty())
        std::cerr << "unpod: GL error drawing the " << screen.name() << " screen: " << errors
                  << std::endl;
      gl_errors_ = errors;
    }
    // Screenshots read the back buffer before the swap.
    take_screenshots(size, quitting, exit_code);
    if (actions.went_down(controls::Action::kScreenshot)) {
      const auto path = next_screenshot_path(user_folder() / "screenshots");
      if (path.empty())
        std::cerr << "unpod: no folder for screenshots under " << user_folder().string() << "\n";
      else
        shoot(path, size);
    }
    const auto swap_start = std::chrono::steady_clock::now();
    window_.swap();
    const auto swap_end = std::chrono::steady_clock::now();
    timings.swap_ms.add(Ms(swap_end - swap_start).count());
    // The player's frame on a race, the screenshots' and GL error checks' time left out (kept
    // only for --frame-report: a long evening's frames would otherwise pile up).
    if (race && !options_.frame_report.empty()) {
      using MsD = std::chrono::duration<double, std::milli>;
      frame_report_.add_race_frame(
          {MsD(draw_start - events_start).count(), MsD(draw_end - draw_start).count(),
           MsD(overlay_end - draw_end).count(), MsD(swap_end - swap_start).count(),
           MsD(swap_end - events_start).count() - MsD(swap_start - overlay_end).count()});
    }
    if (quitting) {
      write_frame_report(size, exit_code);
      return exit_code;
    }
    // The settings' frame cap; a virtual X server has no vsync: cap the loop (a race with a
    // fixed frame time runs flat out).
    if (!screen.flat_out())
      clock_.sleep_until(wall + frame_wait_ms(options_.frame_cap, window_.vsync()));
  }
}

}  // namespace unpod::game::screens
