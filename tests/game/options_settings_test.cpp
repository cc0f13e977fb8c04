// The Options screen's settings (game/settings/game_options_settings.h): [video], [audio] and
// [game] read, validated (a bad value reported with its line, the default in its place and in
// the file), written back and read again; the command line winning for one run; "press a key"
// (controls/input_capture.h) and the binding it makes in [playerN] (controls_settings.h
// bind_input), a conflict refused; the frame cap's wait.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "controls/input_capture.h"
#include "settings/controls_settings.h"
#include "settings/game_options_settings.h"
#include "settings/game_settings.h"
#include "shell/frame_loop.h"
#include "shell/options.h"
#include "support/temp_dir.h"
#include "unpod/assets/file_io.h"
#include "unpod/platform/input_names.h"

using namespace unpod;
using namespace unpod::game;
namespace st = game::settings;
namespace ct = game::controls;

namespace {

std::string options_file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// `text` as the file given with --settings, read with `args` as the rest of the command line.
st::GameSettings options_loaded(const test::TempDir& dir, const std::string& text,
                                std::vector<std::string_view> args = {}) {
  const auto path = dir.path() / "settings.ini";
  if (!text.empty()) {
    std::ofstream out(path, std::ios::binary);
    out << text;
  }
  ParsedOptions parsed = parse_options(args);
  REQUIRE(parsed.error.empty());
  parsed.options.settings = path;
  return st::load_settings(parsed.options, {}, [](const char*) -> const char* { return nullptr; });
}

ct::InputBinding options_key(const char* name) {
  const auto code = platform::key_from_name(name);
  REQUIRE(code);
  return ct::key(*code);
}

}  // namespace

TEST_CASE("[video], [audio] and [game] read, written back and read again",
          "[game][settings][options]") {
  test::TempDir dir;
  st::GameSettings s = options_loaded(
      dir,
      "[video]\nwidth = 1600\nheight = 900\nfullscreen = yes\nvsync = no\nframe_cap = 144\n"
      "split = vertical\n\n[audio]\nmaster = 80\neffects = 70\nengines = 60\nmusic = 0\n\n"
      "[game]\nunits = mph\ndamage = sector\ndata = /srv/pod\n");
  CHECK(s.problems.empty());
  const st::OptionsSettings& o = s.options;
  CHECK(o.video.width == 1600);
  CHECK(o.video.height == 900);
  CHECK(o.video.fullscreen == platform::Fullscreen::kDesktop);  // yes: as before exclusive was
  CHECK_FALSE(o.video.vsync);
  CHECK(o.video.frame_cap == 144);
  CHECK(o.video.split == SplitOption::kVertical);
  CHECK(o.audio.master == 80);
  CHECK(o.audio.effects == 70);
  CHECK(o.audio.engines == 60);
  CHECK(o.audio.music == 0);
  CHECK(o.game.units == engine::SpeedUnit::kMph);
  CHECK(o.game.damage == sim::session::DamageRule::kSector);
  CHECK(o.game.data == "/srv/pod");

  // The Options screen's way: a value changed, stored, written; read again the same.
  s.options.audio.music = 90;
  s.options.video.split = SplitOption::kHorizontal;
  s.options.game.units = engine::SpeedUnit::kKmh;
  st::store_option(s.file, s.options, "audio", "music");
  st::store_option(s.file, s.options, "video", "split");
  st::store_option(s.file, s.options, "game", "units");
  s.dirty = true;
  REQUIRE(st::save_settings(s, nullptr).empty());
  const std::string written = options_file_text(s.path);
  CHECK_THAT(written, Catch::Contains("music = 90\n"));
  CHECK_THAT(written, Catch::Contains("split = horizontal\n"));
  CHECK_THAT(written, Catch::Contains("units = kmh\n"));
  const st::GameSettings again = options_loaded(dir, "");
  CHECK(again.problems.empty());
  CHECK(again.options == s.options);
  CHECK(again.file.text() == written);
}

TEST_CASE("[video] fullscreen, its mode and the render scale: read, checked and written back",
          "[game][settings][options]") {
  test::TempDir dir;
  st::GameSettings s = options_loaded(
      dir, "[video]\nfullscreen = exclusive\nfullscreen_mode = 1280x720@60\nrender_scale = 75\n");
  CHECK(s.problems.empty());
  CHECK(s.options.video.fullscreen == platform::Fullscreen::kExclusive);
  CHECK(s.options.video.fullscreen_mode == platform::DisplayMode{1280, 720, 60});
  CHECK(s.options.video.render_scale == 75);
  const Options run = st::with_settings({}, s.options);
  CHECK(run.fullscreen == platform::Fullscreen::kExclusive);
  CHECK(run.fullscreen_mode == platform::DisplayMode{1280, 720, 60});
  CHECK(run.render_scale == 75);
  // Written back as the Options screen stores them.
  s.options.video.fullscreen = platform::Fullscreen::kDesktop;
  s.options.video.fullscreen_mode = {2560, 1440, 0};
  s.options.video.render_scale = 200;
  for (const char* key : {"fullscreen", "fullscreen_mode", "render_scale"})
    st::store_option(s.file, s.options, "video", key);
  s.dirty = true;
  REQUIRE(st::save_settings(s, nullptr).empty());
  const std::string written = options_file_text(s.path);
  CHECK_THAT(written, Catch::Contains("fullscreen = desktop\n"));
  CHECK_THAT(written, Catch::Contains("fullscreen_mode = 2560x1440\n"));
  CHECK_THAT(written, Catch::Contains("render_scale = 200\n"));
  CHECK(options_loaded(dir, "").options == s.options);

  test::TempDir bad;
  const st::GameSettings b = options_loaded(
      bad, "[video]\nfullscreen = maybe\nfullscreen_mode = huge\nrender_scale = 400\n");
  REQUIRE(b.problems.size() == 3);
  CHECK_THAT(b.problems[0], Catch::Contains("'maybe' is not no, desktop or exclusive"));
  CHECK_THAT(b.problems[1], Catch::Contains("'huge' is not WIDTHxHEIGHT or WIDTHxHEIGHT@HZ"));
  CHECK_THAT(b.problems[2], Catch::Contains("'400' is not"));
  CHECK(b.options.video.render_scale == 100);
}

TEST_CASE("[game] recent1..5: the folders chosen on the start screen, the latest first",
          "[game][settings][options]") {
  test::TempDir dir;
  st::GameSettings s = options_loaded(dir, "[game]\nrecent1 = /mnt/pod\nrecent2 = /srv/pod\n");
  CHECK(s.problems.empty());
  CHECK(s.options.game.recent == std::vector<std::string>{"/mnt/pod", "/srv/pod"});
  // A folder taken again moves to the front; five are kept, the oldest goes.
  st::choose_folder(s.file, s.options, "/srv/pod");
  CHECK(s.options.game.recent == std::vector<std::string>{"/srv/pod", "/mnt/pod"});
  CHECK(s.options.game.data == "/srv/pod");
  for (const char* f : {"/a", "/b", "/c", "/d"}) st::choose_folder(s.file, s.options, f);
  CHECK(s.options.game.recent == std::vector<std::string>{"/d", "/c", "/b", "/a", "/srv/pod"});
  s.dirty = true;
  REQUIRE(st::save_settings(s, nullptr).empty());
  const std::string written = options_file_text(s.path);
  CHECK_THAT(written, Catch::Contains("data = /d\n"));
  CHECK_THAT(written, Catch::Contains("recent1 = /d\n"));
  CHECK_THAT(written, Catch::Contains("recent5 = /srv/pod\n"));
  CHECK(options_loaded(dir, "").options.game.recent == s.options.game.recent);
}

TEST_CASE("[game] name: the player's name in network races, checked as the host checks names",
          "[game][settings][options]") {
  test::TempDir dir;
  CHECK(options_loaded(dir, "[game]\nname = Anna K\n").options.game.name == "Anna K");
  test::TempDir other;
  st::GameSettings s = options_loaded(other, "[game]\nname = Anna   Karenina-Oblonskaya\n");
  REQUIRE(s.problems.size() == 1);
  CHECK_THAT(s.problems[0],
             Catch::Contains("settings.ini:2: [game] name: 'Anna   Karenina-Oblonskaya' is not a "
                             "name of up to 16 printable ASCII characters (e.g. 'Anna "
                             "Karenina-Ob'); none instead"));
  CHECK(s.options.game.name.empty());  // PLAYER 1 in the race
}

TEST_CASE("a file without [video], [audio] or [game] gives the defaults and is not written",
          "[game][settings][options]") {
  test::TempDir dir;
  st::GameSettings s = options_loaded(dir, "[player1]\naccelerate = Q\n");
  CHECK(s.problems.empty());
  CHECK(s.options == st::OptionsSettings{});
  CHECK(s.options.video.width == 1280);
  CHECK(s.options.video.vsync);
  CHECK(s.options.audio.music == 100);
  CHECK(s.options.game.units == engine::SpeedUnit::kKmh);
  CHECK_FALSE(s.dirty);
}

TEST_CASE("a bad [video], [audio] or [game] value is reported with its line, the default used",
          "[game][settings][options]") {
  test::TempDir dir;
  st::GameSettings s = options_loaded(dir,
                                      "[video]\nwidth = 20000\nheight = 600\nvsync = maybe\n"
                                      "frame_cap = -1\nsplit = diagonal\ncolour = red\n"
                                      "[audio]\nmusic = 150\nmaster = 40\nmaster = 50\n"
                                      "[game]\nunits = furlongs\ndamage = total\n");
  std::string all;
  for (const std::string& p : s.problems) all += p + "\n";
  INFO(all);
  REQUIRE(s.problems.size() == 9);
  CHECK_THAT(s.problems[0], Catch::Contains("settings.ini:2: [video] width: '20000' is not a "
                                            "whole number from 64 to 16384; the default (1280)"));
  CHECK_THAT(s.problems[1], Catch::Contains("settings.ini:4: [video] vsync: 'maybe' is not yes "
                                            "or no; the default (yes)"));
  CHECK_THAT(s.problems[2], Catch::Contains("settings.ini:5: [video] frame_cap: '-1'"));
  CHECK_THAT(s.problems[3], Catch::Contains("settings.ini:6: [video] split: 'diagonal' is not "
                                            "horizontal or vertical; the default (horizontal)"));
  CHECK_THAT(s.problems[4], Catch::Contains("settings.ini:7: [video] colour: not a key Un-POD "
                                            "knows"));
  CHECK_THAT(s.problems[5], Catch::Contains("settings.ini:9: [audio] music: '150' is not a whole "
                                            "number from 0 to 100; the default (100)"));
  CHECK_THAT(s.problems[6],
             Catch::Contains("settings.ini:10: [audio] master: given again on line 11"));
  CHECK_THAT(s.problems[7], Catch::Contains("settings.ini:13: [game] units: 'furlongs' is not "
                                            "kmh or mph; the default (kmh)"));
  CHECK_THAT(s.problems[8], Catch::Contains("settings.ini:14: [game] damage: 'total'"));
  CHECK(s.options.video.width == 1280);
  CHECK(s.options.video.height == 600);  // the good line
  CHECK(s.options.video.vsync);
  CHECK(s.options.audio.music == 100);
  CHECK(s.options.audio.master == 50);  // the last line counts
  CHECK(s.options.game.damage == sim::session::DamageRule::kOff);
  // The bad file aside, a corrected one written at once: the defaults in the bad values'
  // place, the unknown key left with the bad file.
  CHECK(std::filesystem::exists(dir.path() / "settings.ini.bad"));
  CHECK_FALSE(s.dirty);
  CHECK(options_file_text(dir.path() / "settings.ini") ==
        "[video]\nwidth = 1280\nheight = 600\nvsync = yes\nframe_cap = 0\nsplit = horizontal\n"
        "\n[audio]\nmusic = 100\nmaster = 50\n\n[game]\nunits = kmh\n"
        "damage = off\n");
  REQUIRE(st::save_settings(s, nullptr).empty());
  const st::GameSettings again = options_loaded(dir, "");
  CHECK(again.problems.empty());
  CHECK(again.notice.empty());
  CHECK(again.options == s.options);
}

TEST_CASE("the command line wins over [video], [audio] and [game] for one run",
          "[game][settings][options]") {
  test::TempDir dir;
  const std::string text =
      "[video]\nwidth = 1024\nheight = 768\nframe_cap = 60\nvsync = no\nsplit = vertical\n"
      "[audio]\nmaster = 70\nmusic = 50\n[game]\nunits = mph\n";
  // Nothing given: the file's.
  const st::GameSettings file = options_loaded(dir, text);
  const Options from_file = st::with_settings(Options{}, file.options);
  CHECK(from_file.window_width == 1024);
  CHECK(from_file.window_height == 768);
  CHECK(from_file.frame_cap == 60);
  CHECK_FALSE(from_file.vsync);
  CHECK(from_file.split == SplitOption::kVertical);
  CHECK(from_file.volumes.master == 70);
  CHECK(from_file.volumes.music == 50);
  CHECK(from_file.speed_unit == engine::SpeedUnit::kMph);

  // --window, --split and --volume music: theirs; master still the file's.
  std::vector<std::string_view> args = {"--window",   "800x600",  "--split",
                                        "horizontal", "--volume", "music=20"};
  const st::GameSettings given = options_loaded(dir, text, args);
  ParsedOptions parsed = parse_options(args);
  const Options run = st::with_settings(parsed.options, given.options);
  CHECK(run.window_width == 800);
  CHECK(run.window_height == 600);
  CHECK(run.split == SplitOption::kHorizontal);
  CHECK(run.volumes.music == 20);
  CHECK(run.volumes.master == 70);
  // --fullscreen: the whole screen whatever the file's size says.
  const std::vector<std::string_view> fullscreen = {"--fullscreen"};
  const Options full = st::with_settings(parse_options(fullscreen).options, file.options);
  CHECK(full.fullscreen == platform::Fullscreen::kDesktop);
  // --fullscreen-mode: exclusive at that mode, --render-scale: this run's scale.
  const std::vector<std::string_view> exclusive = {"--fullscreen-mode", "1920x1080@144",
                                                   "--render-scale", "50"};
  const Options excl = st::with_settings(parse_options(exclusive).options, file.options);
  CHECK(excl.fullscreen == platform::Fullscreen::kExclusive);
  CHECK(excl.fullscreen_mode == platform::DisplayMode{1920, 1080, 144});
  CHECK(excl.render_scale == 50);
  CHECK(st::with_settings(parse_options(fullscreen).options, file.options).render_scale ==
        file.options.video.render_scale);
  // [game] damage: a race from the command line starts from it, --damage wins.
  st::OptionsSettings sector;
  sector.game.damage = sim::session::DamageRule::kSector;
  const std::vector<std::string_view> race = {"--track", "duskring"};
  CHECK(st::with_settings(parse_options(race).options, sector).damage ==
        sim::session::DamageRule::kSector);
  const std::vector<std::string_view> global = {"--track", "duskring", "--damage", "global"};
  CHECK(st::with_settings(parse_options(global).options, sector).damage ==
        sim::session::DamageRule::kGlobal);
  // --set: this run's, not the file's.
  const st::GameSettings set = options_loaded(dir, text, {"--set", "audio.music=10"});
  CHECK(set.options.audio.music == 10);
  CHECK_THAT(set.file.text(), Catch::Contains("music = 50"));
  CHECK(options_file_text(dir.path() / "settings.ini") == text);  // nothing written
}

TEST_CASE("press a key: a key, a pad's button or an axis pushed from rest, Escape cancels",
          "[game][controls][options]") {
  ct::InputCapture capture;
  platform::InputState rest;
  platform::PadState pad;
  pad.id = 7;
  pad.axes[platform::pad_axis::kLeftTrigger] = 30000;  // held when the capture starts
  rest.pads.push_back(pad);
  capture.start(rest);
  ct::InputBinding taken;
  CHECK(capture.next(rest, taken) == ct::InputCapture::Outcome::kWaiting);
  // A trigger held from before is no press; a stick pushed left from its centre is.
  platform::InputState pushed = rest;
  pushed.pads[0].axes[platform::pad_axis::kLeftX] = -20000;
  REQUIRE(capture.next(pushed, taken) == ct::InputCapture::Outcome::kTaken);
  CHECK(taken == ct::pad_axis(platform::pad_axis::kLeftX, false));
  CHECK(ct::input_name(taken) == "pad:leftx-");
  // A button.
  capture.start(rest);
  platform::InputState button = rest;
  button.pads[0].pressed = 1u << platform::pad_button::kY;
  REQUIRE(capture.next(button, taken) == ct::InputCapture::Outcome::kTaken);
  CHECK(ct::input_name(taken) == "pad:y");
  // A key; Escape cancels.
  capture.start(rest);
  platform::InputState q;
  q.keys_pressed = {options_key("Q").code};
  REQUIRE(capture.next(q, taken) == ct::InputCapture::Outcome::kTaken);
  CHECK(taken == options_key("Q"));
  platform::InputState escape;
  escape.keys_pressed = {options_key("Escape").code};
  CHECK(capture.next(escape, taken) == ct::InputCapture::Outcome::kCancelled);
}

TEST_CASE("a binding from the Options screen: written as the file spells it, a conflict refused",
          "[game][settings][options]") {
  st::SettingsFile file;
  ct::Bindings bindings = ct::default_bindings();
  // Q: player 1's accelerate keys are Q alone, its pad inputs kept; the file says only Q.
  CHECK(st::bind_input(file, bindings, 0, ct::Action::kAccelerate, options_key("Q")).empty());
  CHECK(file.text() == "[player1]\naccelerate = Q\n");
  CHECK(ct::inputs_text(bindings.of(0, ct::Action::kAccelerate)) == "Q, pad:righttrigger+, pad:a");
  // A pad input replaces the pad's, the key stays.
  CHECK(st::bind_input(file, bindings, 0, ct::Action::kAccelerate,
                       ct::pad_button(platform::pad_button::kDpadUp))
            .empty());
  CHECK(file.text() == "[player1]\naccelerate = Q, pad:dpup\n");
  // R is player 2's accelerate: refused, nothing changed.
  const ct::Bindings before = bindings;
  const auto refused = st::bind_input(file, bindings, 0, ct::Action::kBrake, options_key("R"));
  REQUIRE(refused.size() == 1);
  CHECK(refused[0] == "player 1 brake and player 2 accelerate are both on R");
  CHECK(bindings == before);
  CHECK(file.text() == "[player1]\naccelerate = Q, pad:dpup\n");
  // A menu's key is no conflict with a race's (the arrows drive and move through menus).
  CHECK(st::bind_input(file, bindings, 1, ct::Action::kBrake, options_key("Return")).empty());
  CHECK(file.find("player2", "brake")->value == "Return");
  // Read back as the loader reads it: the same bindings.
  std::vector<std::string> problems;
  bool changed = false;
  const ct::ControlsSetup read =
      st::controls_from_settings(file, "settings.ini", problems, changed);
  CHECK(problems.empty());
  CHECK(read.bindings == bindings);
}

TEST_CASE("the frame cap: its frame time, else vsync's pace, else the loop's own",
          "[game][options]") {
  CHECK(frame_wait_ms(60, true) == 17);  // 16.7 ms rounded up: never past the cap
  CHECK(frame_wait_ms(30, false) == 34);
  CHECK(frame_wait_ms(1000, false) == 1);
  CHECK(frame_wait_ms(0, true) == 0);
  CHECK(frame_wait_ms(0, false) == kMinFrameMs);
}

TEST_CASE("the settings file: a save that fails part-way keeps the last one whole, which reads",
          "[game][settings][atomic]") {
  test::TempDir dir;
  st::GameSettings s = options_loaded(dir, "[audio]\nmusic = 80\n");
  const std::string before = options_file_text(s.path);
  s.options.audio.music = 30;
  st::store_option(s.file, s.options, "audio", "music");
  s.dirty = true;
  assets::fail_next_write_after(8);  // a disk full after "[audio]\n"
  CHECK_FALSE(st::save_settings(s, nullptr).empty());
  CHECK(options_file_text(s.path) == before);
  CHECK(options_loaded(dir, "").options.audio.music == 80);
  size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir.path())) {
    INFO(e.path().filename().string());
    ++files;
  }
  CHECK(files == 1);  // no temporary file left
  // Written whole the next time.
  s.dirty = true;
  REQUIRE(st::save_settings(s, nullptr).empty());
  CHECK(options_loaded(dir, "").options.audio.music == 30);
}
