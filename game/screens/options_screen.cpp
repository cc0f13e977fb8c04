#include "screens/options_screen.h"

#include <algorithm>
#include <iostream>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "screens/menu_text.h"
#include "settings/controls_settings.h"
#include "settings/game_options_settings.h"
#include "shell/fullscreen_line.h"

namespace unpod::game::screens {
namespace {

using settings::OptionsSettings;

// The window sizes offered (16:9 and 4:3 ones a player meets), the settings' own added.
constexpr std::pair<int, int> kWindowSizes[] = {{640, 480},   {800, 600},   {1024, 768},
                                                {1280, 720},  {1366, 768},  {1600, 900},
                                                {1920, 1080}, {2560, 1440}, {3840, 2160}};
// The frame caps offered (0: none), the settings' own added.
constexpr int kFrameCaps[] = {0, 30, 60, 75, 120, 144, 165, 240};
// The render scales offered (percent), the settings' own added.
constexpr int kRenderScales[] = {50, 75, 100, 125, 150, 200};
const char* const kFullscreenTexts[3] = {"OFF", "DESKTOP", "EXCLUSIVE"};
constexpr int kVolumeStep = 10;
// The player actions the CONTROLS page binds: every one the settings file names (kRetire
// keeps its default).
constexpr int kBoundActions = controls::kPlayerActions - 1;
// Characters of a message line before it wraps.
constexpr size_t kMessageColumns = 40;

const char* const kDamageTexts[3] = {"OFF", "GLOBAL", "SECTOR"};

std::string upper(std::string_view s) {
  return menu_upper(s);
}

// `values` with `current` in its place (sorted), and `current`'s index there.
template <typename T>
std::pair<std::vector<T>, int> with_current(std::vector<T> values, const T& current) {
  if (std::find(values.begin(), values.end(), current) == values.end()) {
    values.push_back(current);
    std::sort(values.begin(), values.end(), [](const T& a, const T& b) {
      if constexpr (std::is_same_v<T, std::pair<int, int>>)
        return a.first * a.second < b.first * b.second ||
               (a.first * a.second == b.first * b.second && a.first < b.first);
      else
        return a < b;
    });
  }
  return {values, int(std::find(values.begin(), values.end(), current) - values.begin())};
}

// A binding as the CONTROLS page shows it, short: the keys, then "PAD" and the pad's inputs
// ("DOWN  PAD LEFTTRIGGER+ B X").
std::string shown_inputs(const std::vector<controls::InputBinding>& inputs) {
  std::string keys, pads;
  for (const controls::InputBinding& i : inputs) {
    std::string name = upper(controls::input_name(i));
    if (i.is_key()) {
      keys += (keys.empty() ? "" : ", ") + name;
    } else {
      if (name.starts_with("PAD:")) name = name.substr(4);
      pads += " " + name;
    }
  }
  if (pads.empty()) return keys;
  return keys.empty() ? "PAD" + pads : keys + "  PAD" + pads;
}

int wrap(int v, int n) {
  return ((v % n) + n) % n;
}

engine::MenuRow choice(std::string label, std::string value) {
  engine::MenuRow r{std::move(label), std::move(value)};
  r.choice = true;
  return r;
}

}  // namespace

std::string_view OptionsScreen::name() const {
  switch (page_) {
    case Page::kVideo:
      return "options video";
    case Page::kAudio:
      return "options audio";
    case Page::kGame:
      return "options game";
    case Page::kControls:
      return "options controls";
    case Page::kTop:
      break;
  }
  return "options";
}

engine::MenuPage OptionsScreen::page() const {
  engine::MenuPage p;
  switch (page_) {
    case Page::kTop:
      p = top_page();
      break;
    case Page::kVideo:
      p = video_page();
      break;
    case Page::kAudio:
      p = audio_page();
      break;
    case Page::kGame:
      p = game_page();
      break;
    case Page::kControls:
      p = controls_page();
      break;
  }
  for (const std::string& l : engine::wrap_menu_text(message_, kMessageColumns))
    p.alerts.push_back(l);
  p.rows.push_back({"BACK"});
  if (p.footer.empty()) p.footer = kMenuFooter;
  return p;
}

engine::MenuPage OptionsScreen::top_page() const {
  engine::MenuPage p;
  p.title = "OPTIONS";
  p.lines.push_back("KEPT IN " + upper(game_.settings().path.filename().string()));
  p.rows = {{"VIDEO"}, {"AUDIO"}, {"GAME"}, {"CONTROLS"}};
  return p;
}

namespace {

// The setting, and what the display gave: on asked but refused reads as such, not as ON.
std::string vsync_text(bool asked, bool given) {
  if (asked && !given) return "ON (THE DISPLAY GIVES NONE)";
  return asked ? "ON" : "OFF";
}

}  // namespace

engine::MenuPage OptionsScreen::video_page() const {
  const settings::VideoSettings& v = game_.settings().options.video;
  engine::MenuPage p;
  p.title = "VIDEO";
  p.lines = {"THE WINDOW CHANGES AT ONCE,", "THE SPLIT AND THE SCALE FROM THE NEXT RACE",
             "MODE: EXCLUSIVE FULLSCREEN'S"};
  p.rows = {choice("WINDOW SIZE", std::to_string(v.width) + "X" + std::to_string(v.height)),
            choice("FULLSCREEN", kFullscreenTexts[int(v.fullscreen)]),
            choice("MODE", v.fullscreen_mode.width > 0
                               ? upper(platform::display_mode_text(v.fullscreen_mode))
                               : "THE DESKTOP'S"),
            choice("RENDER SCALE", std::to_string(v.render_scale) + " %"),
            choice("VSYNC", vsync_text(v.vsync, game_.window().vsync())),
            choice("FRAME CAP", v.frame_cap > 0 ? std::to_string(v.frame_cap) + " FPS" : "NONE"),
            choice("SPLIT", v.split == SplitOption::kVertical ? "VERTICAL" : "HORIZONTAL")};
  return p;
}

engine::MenuPage OptionsScreen::audio_page() const {
  const Volumes& v = game_.settings().options.audio;
  engine::MenuPage p;
  p.title = "AUDIO";
  p.lines.push_back("LEFT AND RIGHT BY " + std::to_string(kVolumeStep));
  for (const auto& [label, volume] : {std::pair{"MASTER", v.master},
                                      {"EFFECTS", v.effects},
                                      {"ENGINES", v.engines},
                                      {"MUSIC", v.music}}) {
    p.rows.push_back(choice(label, std::to_string(volume)));
  }
  return p;
}

engine::MenuPage OptionsScreen::game_page() const {
  const settings::GameChoices& g = game_.settings().options.game;
  engine::MenuPage p;
  p.title = "GAME";
  p.lines = {"DAMAGE: WHERE THE RACE SETUP STARTS", "POD'S RULE: OFF ONLY ON EASY,",
             "GLOBAL OR SECTOR ON NORMAL,", "SECTOR ONLY ON HARD"};
  p.rows = {choice("SPEED", std::string(engine::speed_label(g.units))),
            choice("DAMAGE", kDamageTexts[int(g.damage)]),
            {"NAME", upper(name_.shown(g.name.empty() ? "PLAYER 1" : g.name))}};
  if (name_.typing()) p.footer = "TYPE YOUR NAME   RETURN OK   ESCAPE CANCEL";
  return p;
}

engine::MenuPage OptionsScreen::controls_page() const {
  const controls::Bindings& b = game_.settings().controls.bindings;
  engine::MenuPage p;
  p.title = "CONTROLS";
  p.lines = {"RETURN ON AN ACTION,", "THEN ITS NEW KEY OR PAD INPUT"};
  p.rows.push_back(choice("PLAYER", std::to_string(player_ + 1)));
  for (int a = 0; a < kBoundActions; ++a) {
    const auto action = static_cast<controls::Action>(a);
    std::string label = upper(std::string(controls::info(action).name));
    std::replace(label.begin(), label.end(), '_', ' ');
    p.rows.push_back(
        {label, binding_ == action ? "PRESS A KEY" : shown_inputs(b.of(player_, action))});
    if (binding_ == action) p.rows.back().highlight = true;
  }
  if (binding_) p.footer = "PRESS A KEY OR A PAD INPUT   ESCAPE CANCEL";
  return p;
}

bool OptionsScreen::handle_first(const Frame& frame) {
  if (name_.typing()) {
    if (name_.handle(frame) == TextField::Outcome::kKept) {
      // Cleaned as a network race's host cleans it: what the others will read.
      settings::GameChoices& g = game_.settings().options.game;
      g.name = net::clean_name(name_.text(), "");
      store("game", "name");
    }
    return true;
  }
  if (!binding_) return false;
  if (!capturing_) {
    capture_.start(frame.input);
    capturing_ = true;
  }
  controls::InputBinding input;
  const auto outcome = capture_.next(frame.input, input);
  if (outcome == controls::InputCapture::Outcome::kWaiting) return true;
  const controls::Action action = *binding_;
  binding_.reset();
  capturing_ = false;
  if (outcome == controls::InputCapture::Outcome::kCancelled) return true;
  settings::GameSettings& s = game_.settings();
  const std::vector<std::string> conflicts =
      settings::bind_input(s.file, s.controls.bindings, player_, action, input);
  const std::string section = settings::player_section(player_);
  const std::string key(controls::info(action).name);
  if (!conflicts.empty()) {
    message_ = upper("Not taken: " + conflicts.front());
    std::cout << "Setting refused: [" << section << "] " << key << ": " << conflicts.front()
              << std::endl;
    return true;
  }
  message_.clear();
  s.dirty = true;
  game_.save_settings();
  std::cout << "Setting: [" << section << "] " << key << " = " << s.file.find(section, key)->value
            << std::endl;
  return true;
}

void OptionsScreen::accept(int row) {
  const int rows = int(page().rows.size());
  if (row == rows - 1) {  // BACK
    back();
    return;
  }
  switch (page_) {
    case Page::kTop:
      game_.open(std::make_unique<OptionsScreen>(game_, static_cast<Page>(row + 1)));
      break;
    case Page::kControls:
      if (row == 0) {
        change(row, 1);
      } else {
        binding_ = static_cast<controls::Action>(row - 1);
        capturing_ = false;
        message_.clear();
      }
      break;
    case Page::kAudio:
      break;  // left and right change a volume
    case Page::kGame:
      if (row == 2)
        name_.start(game_.settings().options.game.name);  // NAME: typed
      else
        change(row, 1);
      break;
    default:
      change(row, 1);
  }
}

void OptionsScreen::change(int row, int step) {
  switch (page_) {
    case Page::kVideo:
      change_video(row, step);
      break;
    case Page::kAudio:
      change_audio(row, step);
      break;
    case Page::kGame:
      change_game(row, step);
      break;
    case Page::kControls:
      if (row == 0) player_ = wrap(player_ + step, controls::kHumanPlayers);
      break;
    case Page::kTop:
      break;
  }
}

void OptionsScreen::change_video(int row, int step) {
  settings::VideoSettings& v = game_.settings().options.video;
  Options& run = game_.change_options();
  platform::Window& window = game_.window();
  message_.clear();
  switch (row) {
    case 0: {
      const auto [sizes, at] = with_current(
          std::vector<std::pair<int, int>>(std::begin(kWindowSizes), std::end(kWindowSizes)),
          std::pair{v.width, v.height});
      std::tie(v.width, v.height) = sizes[size_t(wrap(at + step, int(sizes.size())))];
      run.window_width = v.width;
      run.window_height = v.height;
      window.set_size(v.width, v.height);
      store("video", "width");
      store("video", "height");
      break;
    }
    case 1:
      v.fullscreen = static_cast<platform::Fullscreen>(wrap(int(v.fullscreen) + step, 3));
      apply_fullscreen();
      store("video", "fullscreen");
      break;
    case 2: {
      // The display's modes, largest first, and "the desktop's" (0 x 0) before them.
      std::vector<platform::DisplayMode> modes = window.display_modes();
      modes.insert(modes.begin(), platform::DisplayMode{});
      if (std::find(modes.begin(), modes.end(), v.fullscreen_mode) == modes.end())
        modes.push_back(v.fullscreen_mode);
      const int at = int(std::find(modes.begin(), modes.end(), v.fullscreen_mode) - modes.begin());
      v.fullscreen_mode = modes[size_t(wrap(at + step, int(modes.size())))];
      if (v.fullscreen == platform::Fullscreen::kExclusive) apply_fullscreen();
      store("video", "fullscreen_mode");
      break;
    }
    case 3: {
      const auto [scales, at] = with_current(
          std::vector<int>(std::begin(kRenderScales), std::end(kRenderScales)), v.render_scale);
      v.render_scale = scales[size_t(std::clamp(at + step, 0, int(scales.size()) - 1))];
      run.render_scale = v.render_scale;
      store("video", "render_scale");
      break;
    }
    case 4:
      v.vsync = !v.vsync;
      run.vsync = v.vsync;
      if (window.set_vsync(v.vsync) != v.vsync) message_ = "VSYNC: THE DISPLAY GIVES NONE";
      store("video", "vsync");
      break;
    case 5: {
      const auto [caps, at] =
          with_current(std::vector<int>(std::begin(kFrameCaps), std::end(kFrameCaps)), v.frame_cap);
      v.frame_cap = caps[size_t(wrap(at + step, int(caps.size())))];
      run.frame_cap = v.frame_cap;
      store("video", "frame_cap");
      break;
    }
    case 6:
      v.split =
          v.split == SplitOption::kVertical ? SplitOption::kHorizontal : SplitOption::kVertical;
      run.split = v.split;
      store("video", "split");
      break;
    default:
      break;
  }
}

void OptionsScreen::change_audio(int row, int step) {
  static constexpr const char* kKeys[] = {"master", "effects", "engines", "music"};
  if (row < 0 || row > 3) return;
  Volumes& v = game_.settings().options.audio;
  int* const volumes[] = {&v.master, &v.effects, &v.engines, &v.music};
  const int now = std::clamp(*volumes[row] + step * kVolumeStep, 0, 100);
  if (now == *volumes[row]) return;
  *volumes[row] = now;
  Volumes& run = game_.change_options().volumes;  // the others as the command line gave them
  int* const run_volumes[] = {&run.master, &run.effects, &run.engines, &run.music};
  *run_volumes[row] = now;
  store("audio", kKeys[row]);
}

void OptionsScreen::change_game(int row, int step) {
  settings::GameChoices& g = game_.settings().options.game;
  if (row == 0) {
    g.units =
        g.units == engine::SpeedUnit::kMph ? engine::SpeedUnit::kKmh : engine::SpeedUnit::kMph;
    game_.change_options().speed_unit = g.units;
    store("game", "units");
  } else if (row == 1) {
    g.damage = static_cast<sim::session::DamageRule>(wrap(int(g.damage) + step, 3));
    game_.change_options().damage = g.damage;
    // The race setup starts from its last choice ([race] damage): this one from now on.
    game_.settings().file.set("race", "damage",
                              settings::option_text(game_.settings().options, "game", "damage"));
    store("game", "damage");
  }
}

void OptionsScreen::apply_fullscreen() {
  settings::VideoSettings& v = game_.settings().options.video;
  Options& run = game_.change_options();
  platform::Window& window = game_.window();
  run.fullscreen = v.fullscreen;
  run.fullscreen_mode = v.fullscreen_mode;
  // From exclusive to another mode or to none: the window first, so the display switches back.
  if (window.fullscreen() == platform::Fullscreen::kExclusive)
    window.set_fullscreen(platform::Fullscreen::kOff);
  const platform::Fullscreen got = window.set_fullscreen(v.fullscreen, v.fullscreen_mode);
  if (got == platform::Fullscreen::kOff) window.set_size(v.width, v.height);
  if (got != v.fullscreen) message_ = "FULLSCREEN: THE DISPLAY REFUSED IT";
  std::cout << fullscreen_line(v.fullscreen, window) << std::endl;
}

void OptionsScreen::store(std::string_view section, std::string_view key) {
  settings::GameSettings& s = game_.settings();
  settings::store_option(s.file, s.options, section, key);
  s.dirty = true;
  game_.save_settings();
  std::cout << "Setting: [" << section << "] " << key << " = "
            << settings::option_text(s.options, section, key) << std::endl;
}

}  // namespace unpod::game::screens
