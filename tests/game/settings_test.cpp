// The settings file (game/settings): where it lives, [player1] and [player2] into the controls,
// a bad value and a corrupt file reported with their lines and replaced by the defaults (the bad
// file kept aside), unknown sections and keys kept, the file written back atomically, and POD's
// Ubi.ini imported once.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "controls/action_reader.h"
#include "controls/player_devices.h"
#include "settings/controls_settings.h"
#include "settings/game_settings.h"
#include "settings/settings_file.h"
#include "settings/settings_paths.h"
#include "settings/ubi_ini_import.h"
#include "support/temp_dir.h"
#include "unpod/platform/input_names.h"

using namespace unpod;
using namespace unpod::game;
namespace st = game::settings;
namespace ct = game::controls;

namespace {

void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

st::Environment no_env() {
  return [](const char*) -> const char* { return nullptr; };
}

// Loads `text` as the file given with --settings.
st::GameSettings settings_of(const test::TempDir& dir, const std::string& text) {
  const auto path = dir.path() / "settings.ini";
  write_text(path, text);
  Options o;
  o.settings = path;
  return st::load_settings(o, {}, no_env());
}

int settings_key(const char* name) {
  const auto code = platform::key_from_name(name);
  REQUIRE(code);
  return *code;
}

// Player `player`'s actions on the keyboard while `key` is held.
ct::ActionFrame on_keyboard(const ct::ControlsSetup& setup, int player, const char* key) {
  platform::InputState in;
  in.keys_held = {settings_key(key)};
  return ct::player_actions(in, setup.bindings, player, ct::DeviceOwner::keyboard(),
                            setup.players[size_t(player)]);
}

}  // namespace

TEST_CASE("settings.ini lives in XDG_CONFIG_HOME/unpod, else ~/.config/unpod, else the pref folder",
          "[game][settings]") {
  std::map<std::string, std::string> env;
  const st::Environment read = [&](const char* name) -> const char* {
    const auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  };
  CHECK(st::default_settings_path(read).empty());
  env["HOME"] = "/home/p";
  CHECK(st::default_settings_path(read) == "/home/p/.config/unpod/settings.ini");
  env["XDG_CONFIG_HOME"] = "";  // empty: unset
  CHECK(st::default_settings_path(read) == "/home/p/.config/unpod/settings.ini");
  env["XDG_CONFIG_HOME"] = "/cfg";
  CHECK(st::default_settings_path(read) == "/cfg/unpod/settings.ini");
  // No HOME (Windows): the folder the game hands in, SDL's preference folder there.
  env.clear();
  const std::filesystem::path pref = "C:/Users/p/AppData/Roaming/Un-POD/unpod";
  CHECK(st::default_settings_path(read, pref) == pref / "settings.ini");
  env["HOME"] = "/home/p";
  CHECK(st::default_settings_path(read, pref) == "/home/p/.config/unpod/settings.ini");
}

TEST_CASE("every player action from its default key and from a remapped key",
          "[game][settings][bindings]") {
  // Keys no default uses: each action moved to its own.
  const char* remapped[] = {"Keypad 1", "Keypad 2", "Keypad 3", "Keypad 4",
                            "Keypad 5", "Keypad 6", "Keypad 7", "Keypad 8"};
  const char* keys[] = {"accelerate", "brake",     "left",   "right",
                        "gear_up",    "gear_down", "camera", "look_back"};
  for (int player = 0; player < 2; ++player) {
    test::TempDir dir;
    std::string text = "[player" + std::to_string(player + 1) + "]\n";
    for (int a = 0; a < 8; ++a) text += std::string(keys[a]) + " = " + remapped[a] + "\n";
    const st::GameSettings remap = settings_of(dir, text);
    CHECK(remap.problems.empty());
    const ct::ControlsSetup defaults;
    for (int a = 0; a < 8; ++a) {
      const auto action = static_cast<ct::Action>(a);
      INFO("player " << player + 1 << " " << keys[a]);
      const ct::PlayerDefault& d = ct::kPlayerDefaults[size_t(a)];
      const std::string old_key(player == 0 ? d.player1 : d.player2);
      CHECK(on_keyboard(defaults, player, old_key.c_str()).held[size_t(action)]);
      CHECK(on_keyboard(remap.controls, player, remapped[a]).held[size_t(action)]);
      // The old default does nothing now, for this action or any other of the player's.
      CHECK(on_keyboard(remap.controls, player, old_key.c_str()).held.none());
      // Nor for the other player.
      CHECK_FALSE(on_keyboard(remap.controls, 1 - player, remapped[a]).held[size_t(action)]);
    }
    // The pad's defaults stay: a remapped key replaces only the keys.
    CHECK(remap.controls.bindings.of(player, ct::Action::kAccelerate) ==
          std::vector<ct::InputBinding>{ct::key(settings_key("Keypad 1")),
                                        *ct::parse_input("pad:righttrigger"),
                                        *ct::parse_input("pad:a")});
  }
  // Retire keeps its defaults: Backspace and Tab.
  const ct::ControlsSetup defaults;
  CHECK(on_keyboard(defaults, 0, "Backspace").held[size_t(ct::Action::kRetire)]);
  CHECK(on_keyboard(defaults, 1, "Tab").held[size_t(ct::Action::kRetire)]);
}

TEST_CASE("a remapped key's old default does nothing in the race's device reading",
          "[game][settings][bindings]") {
  test::TempDir dir;
  const st::GameSettings s = settings_of(dir, "[player1]\naccelerate = Q\n");
  const auto reading = [&](const char* key) {
    return ct::player_device(on_keyboard(s.controls, 0, key), ct::DeviceOwner::keyboard(),
                             s.controls.players[0])
        .frame.keys;
  };
  CHECK(reading("Q")[size_t(sim::controls::key_slot::kAccelerate)]);
  CHECK_FALSE(reading("Up")[size_t(sim::controls::key_slot::kAccelerate)]);
  CHECK(reading("Up") == std::array<bool, sim::controls::kKeySlots>{});
}

TEST_CASE("pad inputs in the file: buttons, triggers and axis halves",
          "[game][settings][bindings]") {
  test::TempDir dir;
  const st::GameSettings s =
      settings_of(dir,
                  "[player2]\naccelerate = pad:guide\nleft = pad:rightx-\nsteering = fourth-power\n"
                  "dead_zone = 0.3\nrumble = yes\ndevice = 030000005e0400008e02000014010000\n");
  CHECK(s.problems.empty());
  const ct::PlayerSetup& p = s.controls.players[1];
  CHECK(p.steering == ct::Steering::kFourthPower);
  CHECK(p.dead_zone == Approx(0.3));
  CHECK(p.rumble);
  CHECK(p.device == "030000005e0400008e02000014010000");
  platform::InputState in;
  platform::PadState pad;
  pad.id = 7;
  pad.buttons = 1u << platform::pad_button::kGuide;
  pad.axes[platform::pad_axis::kRightX] = -32767;
  in.pads.push_back(pad);
  const ct::ActionFrame f =
      ct::player_actions(in, s.controls.bindings, 1, ct::DeviceOwner::of_pad(7), p);
  CHECK(f.held[size_t(ct::Action::kAccelerate)]);
  CHECK(f.steer == Approx(-1.0));
  // Player 2's keys replaced nothing: R still accelerates on the keyboard.
  CHECK(on_keyboard(s.controls, 1, "R").held[size_t(ct::Action::kAccelerate)]);
  CHECK(ct::input_name(*ct::parse_input("pad:leftx-")) == "pad:leftx-");
  CHECK(ct::input_name(*ct::parse_input("Left Shift")) == "Left Shift");
  CHECK(ct::input_name(*ct::parse_input("Comma")) == "Comma");
  CHECK_FALSE(ct::parse_input("pad:nothing"));
  CHECK_FALSE(ct::parse_input("Not A Key"));
}

TEST_CASE("two actions on one key are reported", "[game][settings][bindings]") {
  test::TempDir dir;
  const st::GameSettings s = settings_of(dir, "[player1]\naccelerate = R\ncamera = I\n");
  const std::string all = [&] {
    std::string t;
    for (const std::string& p : s.problems) t += p + "\n";
    return t;
  }();
  CHECK_THAT(all, Catch::Contains("player 1 accelerate and player 2 accelerate are both on R"));
  CHECK_THAT(all, Catch::Contains("player 1 camera and the game's free_forward are both on I"));
  CHECK(ct::binding_conflicts(ct::default_bindings()).empty());
}

TEST_CASE("the settings file round trip keeps unknown sections and keys", "[game][settings]") {
  test::TempDir dir;
  const std::string text =
      "[video]\nwidth = 1024\n\n[player1]\naccelerate = Q\nhorn = H\n\n[player2]\nrumble = no\n";
  st::GameSettings s = settings_of(dir, text);
  CHECK(s.file.text() == text);
  REQUIRE(s.problems.size() == 1);  // the unknown key, kept
  CHECK_THAT(s.problems[0], Catch::Contains("settings.ini:6: [player1] horn: not a key"));
  // Written back (a device chosen), read again: the same settings, and the new device.
  ct::DeviceOwners owners(1, s.controls);
  platform::InputState in;
  platform::PadState pad;
  pad.id = 1;
  pad.guid = "0300000000f00000f100000000010000";
  pad.pressed = 1u << platform::pad_button::kStart;
  owners.update({}, s.controls.bindings);
  in.pads.push_back(pad);
  owners.update(in, s.controls.bindings);
  REQUIRE(owners.owner(0).kind == ct::DeviceOwner::Kind::kPad);
  CHECK(st::save_settings(s, &owners).empty());
  const std::string written = read_text(s.path);
  CHECK_THAT(written, Catch::Contains("[video]\nwidth = 1024\n"));
  CHECK_THAT(written, Catch::Contains("accelerate = Q\nhorn = H\ndevice = " + pad.guid + "\n"));
  // No temporary file left beside it.
  int files = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir.path())) ++files;
  CHECK(files == 1);
  Options o;
  o.settings = s.path;
  const st::GameSettings again = st::load_settings(o, {}, no_env());
  CHECK(again.file.text() == written);
  CHECK(again.controls.players[0].device == pad.guid);
  // Nothing new: not written again.
  st::GameSettings same = again;
  CHECK(st::save_settings(same, nullptr).empty());
  CHECK_FALSE(same.dirty);
}

TEST_CASE("a bad value is reported with its line and replaced by the default, the file kept aside",
          "[game][settings]") {
  test::TempDir dir;
  st::GameSettings s =
      settings_of(dir, "[player1]\nbrake = H\ndead_zone = 2\nsteering = sideways\nleft = Nokey\n");
  REQUIRE(s.problems.size() == 3);
  CHECK_THAT(s.problems[0], Catch::Contains("settings.ini:3: [player1] dead_zone: '2'"));
  CHECK_THAT(s.problems[1], Catch::Contains("settings.ini:4: [player1] steering: 'sideways'"));
  CHECK_THAT(s.problems[2], Catch::Contains("settings.ini:5: [player1] left: no key or pad input"));
  CHECK(s.controls.players[0].dead_zone == Approx(0.2));
  CHECK(s.controls.players[0].steering == ct::Steering::kLinear);
  CHECK(on_keyboard(s.controls, 0, "Left").held[size_t(ct::Action::kLeft)]);
  CHECK(on_keyboard(s.controls, 0, "H").held[size_t(ct::Action::kBrake)]);  // the good line
  // The bad file aside, a corrected one written at once (not at quit).
  CHECK(std::filesystem::exists(dir.path() / "settings.ini.bad"));
  CHECK_FALSE(s.dirty);
  CHECK(read_text(dir.path() / "settings.ini") ==
        "[player1]\nbrake = H\ndead_zone = 0.2\nsteering = linear\n"
        "left = Left, pad:leftx-, pad:dpleft\n");
  CHECK_THAT(read_text(dir.path() / "settings.ini.bad"), Catch::Contains("dead_zone = 2"));
  // The player is told in the window: how many lines, which, the defaults, where the file went.
  std::string notice;
  for (const std::string& n : s.notice) notice += n + "\n";
  INFO(notice);
  REQUIRE(s.notice.size() == 5);
  CHECK(s.notice[0] == "Your settings file had 3 wrong lines: Un-POD's defaults are used for them");
  CHECK_THAT(s.notice[1], Catch::StartsWith("line 3: [player1] dead_zone: '2'"));
  CHECK_THAT(s.notice[3], Catch::StartsWith("line 5: [player1] left: no key or pad input"));
  CHECK(s.notice[4] ==
        "The file as it was is kept as " + (dir.path() / "settings.ini.bad").string());
}

TEST_CASE(
    "a line of garbage with an '=' in it is no key: left out of the corrected file, which "
    "holds only the keys Un-POD knows",
    "[game][settings]") {
  test::TempDir dir;
  st::GameSettings s = settings_of(
      dir, "[player1]\naccelerate = Q\n\x9c\xff\x01 ^~ = \x02\x03\nhorn = H\n[race]\nlaps = 2\n");
  std::string all;
  for (const std::string& p : s.problems) all += p + "\n";
  INFO(all);
  REQUIRE(s.problems.size() == 2);
  CHECK_THAT(s.problems[0], Catch::Contains("settings.ini:3: not a key = value line"));
  CHECK_THAT(s.problems[1], Catch::Contains("settings.ini:4: [player1] horn: not a key"));
  CHECK(std::filesystem::exists(dir.path() / "settings.ini.bad"));
  CHECK(read_text(dir.path() / "settings.ini") ==
        "[player1]\naccelerate = Q\n\n[race]\nlaps = 2\n");
  REQUIRE(s.notice.size() == 4);
  CHECK(s.notice[0] == "Your settings file had 2 wrong lines: Un-POD's defaults are used for them");
  CHECK_THAT(s.notice[1], Catch::StartsWith("line 3: not a key = value line"));
  // Read again: nothing wrong, nothing to tell.
  Options o;
  o.settings = s.path;
  const st::GameSettings again = st::load_settings(o, {}, no_env());
  CHECK(again.problems.empty());
  CHECK(again.notice.empty());
}

TEST_CASE(
    "a corrupt settings file is reported with its line, kept aside and read as far as it goes",
    "[game][settings]") {
  test::TempDir dir;
  st::GameSettings s =
      settings_of(dir, "[player1]\naccelerate = Q\n\x01\x02 garbage without equals\n[player2\n");
  REQUIRE_FALSE(s.problems.empty());
  CHECK_THAT(s.problems[0], Catch::Contains("settings.ini:3: "));
  CHECK(on_keyboard(s.controls, 0, "Q").held[size_t(ct::Action::kAccelerate)]);
  CHECK(std::filesystem::exists(dir.path() / "settings.ini.bad"));
  CHECK(st::save_settings(s, nullptr).empty());
  CHECK(read_text(dir.path() / "settings.ini") == "[player1]\naccelerate = Q\n");
}

TEST_CASE("the file written back reads back the same: keys given twice, long lines, semicolons",
          "[game][settings]") {
  // Found by fuzz_settings (docs/TESTING.md). A key given twice: the last line counts, the
  // earlier one is reported and dropped, so it is not reported again at every start.
  test::TempDir dir;
  const std::string long_line = "horn = " + std::string(200, 'H');
  st::GameSettings s = settings_of(dir, "[player1]\ndead_zone = 0.5\nbrake =;\n" + long_line +
                                            "\n  continued\ndead_zone = 0.3\n[]\nkey = v\n");
  std::string all;
  for (const std::string& p : s.problems) all += p + "\n";
  INFO(all);
  REQUIRE(s.problems.size() == 3);
  CHECK_THAT(s.problems[0], Catch::Contains("settings.ini:4: not a [section]"));  // too long
  CHECK_THAT(s.problems[1], Catch::Contains("settings.ini:5: not a [section]"));  // a space first
  CHECK_THAT(s.problems[2],
             Catch::Contains("settings.ini:2: [player1] dead_zone: given again on line 6"));
  CHECK(s.controls.players[0].dead_zone == Approx(0.3));
  CHECK(on_keyboard(s.controls, 0, ";").held[size_t(ct::Action::kBrake)]);  // the Semicolon key
  CHECK(st::save_settings(s, nullptr).empty());
  // ';' written against the =, or inih would read " ;" as a comment; "[]" kept as a header.
  const std::string written = read_text(dir.path() / "settings.ini");
  CHECK(written == "[player1]\nbrake =;\ndead_zone = 0.3\n\n[]\nkey = v\n");
  Options o;
  o.settings = s.path;
  const st::GameSettings again = st::load_settings(o, {}, no_env());
  CHECK(again.problems.empty());
  CHECK(again.controls == s.controls);
  CHECK(again.file.text() == written);
}

TEST_CASE("a key = value line as long as a line may be is written back as long, and reads the same",
          "[game][settings]") {
  // Found by fuzz_settings: "key=value" of 195 characters was written back as "key = value",
  // 197, past the 196 a line may have, and left out when read again.
  const std::string key = "horn", value(195 - key.size() - 1, 'H');
  std::vector<int> bad;
  const st::SettingsFile file = st::parse_settings("[player1]\n" + key + "=" + value + "\n", bad);
  REQUIRE(bad.empty());
  REQUIRE(file.find("player1", key));
  const std::string written = file.text();
  CHECK(written == "[player1]\n" + key + "=" + value + "\n");
  std::vector<int> bad_again;
  const st::SettingsFile again = st::parse_settings(written, bad_again);
  CHECK(bad_again.empty());
  REQUIRE(again.find("player1", key));
  CHECK(again.find("player1", key)->value == value);
  // A shorter line keeps its spaces.
  CHECK(st::parse_settings("[a]\nk=v\n", bad).text() == "[a]\nk = v\n");
}

TEST_CASE("the option --set overrides a setting for one run and is not written",
          "[game][settings]") {
  test::TempDir dir;
  const auto path = dir.path() / "settings.ini";
  write_text(path, "[player1]\naccelerate = Q\n");
  Options o;
  o.settings = path;
  o.overrides.push_back({"player1", "accelerate", "W"});
  o.overrides.push_back({"player2", "accelerate", "E"});
  st::GameSettings s = st::load_settings(o, {}, no_env());
  CHECK(on_keyboard(s.controls, 0, "W").held[size_t(ct::Action::kAccelerate)]);
  CHECK_FALSE(on_keyboard(s.controls, 0, "Q").held[size_t(ct::Action::kAccelerate)]);
  CHECK(s.file.text() == "[player1]\naccelerate = Q\n");
  // W was player 2's gear up, E its look back: both reported.
  CHECK(s.problems.size() == 2);
}

TEST_CASE("DirectInput scancodes: the table's keys are SDL's, values hexadecimal or decimal",
          "[game][settings][ubi]") {
  CHECK(st::key_of_dik(0xC8) == "Up");
  CHECK(st::key_of_dik(0xD0) == "Down");
  CHECK(st::key_of_dik(0xCB) == "Left");
  CHECK(st::key_of_dik(0xCD) == "Right");
  CHECK(st::key_of_dik(0x1E) == "A");
  CHECK(st::key_of_dik(0x2C) == "Z");
  CHECK_FALSE(st::key_of_dik(0x54));
  for (int dik = 0; dik < 256; ++dik)
    if (const auto name = st::key_of_dik(dik)) {
      INFO(*name);
      CHECK(ct::parse_input(std::string(*name)));
    }
  CHECK(st::dik_value("0xC8") == 200);
  CHECK(st::dik_value("200") == 200);
  CHECK(st::dik_value("C8") == 200);
  CHECK(st::dik_value("c8h") == 200);
  CHECK_FALSE(st::dik_value("0x1C8"));
  CHECK_FALSE(st::dik_value("Up"));
}

TEST_CASE("POD's Ubi.ini: player 1's keys imported once and said", "[game][settings][ubi]") {
  test::TempDir dir;
  const std::filesystem::path install = UNPOD_GAME_TEST_DATA "/ubi-install";
  Options o;
  o.settings = dir.path() / "settings.ini";
  st::GameSettings s = st::load_settings(o, install, no_env());
  CHECK(s.problems.empty());
  REQUIRE(s.messages.size() == 7);
  CHECK_THAT(s.messages[0], Catch::Contains("Ubi.ini: 6 keys"));
  CHECK(s.messages[1] == "  player 1 accelerate = Keypad 8");
  CHECK(s.messages[2] == "  player 1 brake = Keypad 2");  // 80 decimal: 0x50
  const std::pair<const char*, ct::Action> imported[] = {
      {"Keypad 8", ct::Action::kAccelerate}, {"Keypad 2", ct::Action::kBrake},
      {"Keypad 4", ct::Action::kLeft},       {"Keypad 6", ct::Action::kRight},
      {"Keypad 9", ct::Action::kGearUp},     {"Keypad 3", ct::Action::kGearDown}};
  for (const auto& [key, action] : imported) {
    INFO(key);
    CHECK(on_keyboard(s.controls, 0, key).held[size_t(action)]);
  }
  CHECK(on_keyboard(s.controls, 0, "Up").held.none());
  CHECK(st::save_settings(s, nullptr).empty());
  CHECK_THAT(read_text(o.settings), Catch::Contains("[import]\nubi_ini = "));
  // Once: the next run finds it imported and says nothing; the keys stay.
  const st::GameSettings next = st::load_settings(o, install, no_env());
  CHECK(next.messages.empty());
  CHECK(on_keyboard(next.controls, 0, "Keypad 8").held[size_t(ct::Action::kAccelerate)]);
  // --import-ubi-ini imports again whatever the file says.
  o.import_ubi_ini = install / "UbiSoft" / "Ubi.ini";
  CHECK(st::load_settings(o, {}, no_env()).messages.size() == 7);
  o.import_ubi_ini = dir.path() / "missing.ini";
  CHECK_THAT(st::load_settings(o, {}, no_env()).problems.at(0), Catch::Contains("cannot read"));
}
