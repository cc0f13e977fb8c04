// Game controllers end to end in the process: SDL's virtual joysticks (SDL_JoystickAttachVirtualEx)
// plugged in and out while platform::pump_events reads them and game/controls hands them to the
// players: two pads drive two players, a pad unplugged mid-race leaves its player waiting (the
// race pauses and asks), the same pad plugged in again is theirs and the race goes on, and SDL's
// mapping database (a gamecontrollerdb.txt) decides which button is which.
#include <catch2/catch.hpp>

#include <SDL.h>

#include <cstdlib>
#include <fstream>
#include <memory>
#include <string>

#include "controls/action_reader.h"
#include "controls/crash_rumble.h"
#include "controls/device_owners.h"
#include "controls/player_devices.h"
#include "support/temp_dir.h"
#include "unpod/platform/input.h"
#include "unpod/platform/pads.h"
#include "unpod/sim/controls/buttons.h"
#include "unpod/sim/controls/player.h"

using namespace unpod;
using namespace unpod::game;
namespace hp = game::controls;

namespace {

// SDL's joystick and controller subsystems for one test, no window (the dummy video driver).
struct PadSession {
  PadSession() {
    ::setenv("SDL_VIDEODRIVER", "dummy", 1);
    REQUIRE(SDL_Init(SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS) == 0);
  }
  ~PadSession() { SDL_Quit(); }
  PadSession(const PadSession&) = delete;
  PadSession& operator=(const PadSession&) = delete;
};

// A virtual pad: a game controller with every axis and button (SDL maps them in its own order),
// or a plain joystick of `buttons` buttons that only a mapping makes a controller.
struct VirtualPad {
  int index = -1;
  SDL_Joystick* stick = nullptr;
  // The motors' last strengths SDL handed the pad (SDL_GameControllerRumble).
  Uint16 low = 0, high = 0;
  explicit VirtualPad(uint16_t product, bool controller = true, int buttons = 0) {
    SDL_VirtualJoystickDesc desc{};
    desc.userdata = this;
    desc.Rumble = [](void* self, Uint16 l, Uint16 h) {
      static_cast<VirtualPad*>(self)->low = l;
      static_cast<VirtualPad*>(self)->high = h;
      return 0;
    };
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = controller ? SDL_JOYSTICK_TYPE_GAMECONTROLLER : SDL_JOYSTICK_TYPE_UNKNOWN;
    desc.naxes = controller ? SDL_CONTROLLER_AXIS_MAX : 2;
    desc.nbuttons = static_cast<Uint16>(controller ? SDL_CONTROLLER_BUTTON_MAX : buttons);
    desc.vendor_id = 0x1209;
    desc.product_id = product;
    desc.name = "Un-POD test pad";
    index = SDL_JoystickAttachVirtualEx(&desc);
    REQUIRE(index >= 0);
    stick = SDL_JoystickOpen(index);
    REQUIRE(stick);
  }
  ~VirtualPad() { detach(); }
  VirtualPad(const VirtualPad&) = delete;
  VirtualPad& operator=(const VirtualPad&) = delete;
  int32_t id() const { return SDL_JoystickInstanceID(stick); }
  void button(int b, bool down) { SDL_JoystickSetVirtualButton(stick, b, down ? 1 : 0); }
  void axis(int a, int16_t v) { SDL_JoystickSetVirtualAxis(stick, a, v); }
  void detach() {
    if (!stick) return;
    const SDL_JoystickID id = SDL_JoystickInstanceID(stick);
    SDL_JoystickClose(stick);
    stick = nullptr;
    for (int i = 0; i < SDL_NumJoysticks(); ++i)
      if (SDL_JoystickGetDeviceInstanceID(i) == id) SDL_JoystickDetachVirtual(i);
  }
};

// A frame: the events pumped (the virtual pads' values land when SDL updates them).
platform::InputState frame() {
  SDL_JoystickUpdate();
  return platform::pump_events();
}

uint32_t pad_buttons(const sim::controls::PlayerDevice& d) {
  return sim::controls::read_buttons(d.device, d.frame, sim::controls::default_joystick_map());
}

// Both players' devices this frame.
PlayerDevices both(const platform::InputState& in, hp::DeviceOwners& owners,
                   const hp::ControlsSetup& setup) {
  owners.update(in, setup.bindings);
  PlayerDevices p{};
  for (int h = 0; h < owners.players(); ++h)
    p[size_t(h)] = hp::player_device(
        hp::player_actions(in, setup.bindings, h, owners.owner(h), setup.players[size_t(h)]),
        owners.owner(h), setup.players[size_t(h)]);
  return p;
}

}  // namespace

TEST_CASE("two pads plugged in drive two players, each from their own", "[game][pads][hotplug]") {
  const PadSession session;
  VirtualPad one(0x0001), two(0x0002);
  hp::ControlsSetup setup;
  setup.players[0].device = "pad";
  setup.players[1].device = "pad";
  hp::DeviceOwners owners(2, setup);
  platform::InputState in = frame();
  REQUIRE(in.pads.size() == 2);
  CHECK(in.pads[0].guid != in.pads[1].guid);
  CHECK(in.pads[0].name == "Un-POD test pad");
  both(in, owners, setup);
  CHECK(owners.owner(0) == hp::DeviceOwner::of_pad(one.id()));
  CHECK(owners.owner(1) == hp::DeviceOwner::of_pad(two.id()));
  // Pad one: right trigger and the stick full left; pad two: A and the stick half right.
  one.axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767);
  one.axis(SDL_CONTROLLER_AXIS_LEFTX, -32768);
  two.button(SDL_CONTROLLER_BUTTON_A, true);
  two.axis(SDL_CONTROLLER_AXIS_LEFTX, 19660);  // 0.6: half the axis past the dead zone
  in = frame();
  const PlayerDevices p = both(in, owners, setup);
  CHECK(p[0].device.kind == sim::controls::DeviceKind::kLinearJoystick);
  CHECK(p[1].device.kind == sim::controls::DeviceKind::kLinearJoystick);
  CHECK(pad_buttons(p[0]) == (sim::physics::button::kAccelerate | sim::physics::button::kLeft));
  CHECK(pad_buttons(p[1]) == sim::physics::button::kAccelerate);
  CHECK(p[0].frame.x == 1);  // full left
  CHECK(p[1].frame.x == Approx(32768 + 16384).margin(2));
  CHECK(owners.notices(setup.bindings).empty());
}

TEST_CASE(
    "a pad unplugged mid-race: its player waits and is asked, the same pad plugged in again "
    "resumes",
    "[game][pads][hotplug]") {
  const PadSession session;
  VirtualPad keep(0x0011);
  auto lost = std::make_unique<VirtualPad>(0x0012);
  hp::ControlsSetup setup;  // player 1 keyboard, player 2 "pad"
  hp::DeviceOwners owners(2, setup);
  both(frame(), owners, setup);
  CHECK(owners.owner(0) == hp::DeviceOwner::keyboard());
  CHECK(owners.owner(1) == hp::DeviceOwner::of_pad(keep.id()));
  // Unplug the pad player 2 drives.
  keep.detach();
  platform::InputState in = frame();
  REQUIRE(in.pad_events.size() == 1);
  CHECK_FALSE(in.pad_events[0].added);
  const PlayerDevices waiting = both(in, owners, setup);
  CHECK(owners.waiting(1));
  CHECK(owners.any_waiting());  // the race loop holds the pacer: no sim time
  CHECK(pad_buttons(waiting[1]) == 0);
  const auto notices = owners.notices(setup.bindings);
  REQUIRE(notices.size() == 2);
  CHECK(notices[0] == "PLAYER 2: PAD UNPLUGGED");
  CHECK(notices[1] == "PRESS START ON A PAD OR R FOR THE KEYBOARD");
  // The other pad (never player 2's) does not take over by itself.
  both(frame(), owners, setup);
  CHECK(owners.waiting(1));
  // The same model of pad plugged in again: a new instance id, the same GUID: player 2's.
  VirtualPad again(0x0011);
  in = frame();
  REQUIRE(in.pad_events.size() == 1);
  CHECK(in.pad_events[0].added);
  both(in, owners, setup);
  CHECK_FALSE(owners.any_waiting());
  CHECK(owners.owner(1) == hp::DeviceOwner::of_pad(again.id()));
  CHECK(owners.device(1) == "pad");  // what the settings keep is unchanged
  // `lost` is free: offered to player 1 (on the keyboard), who joins with its Start.
  CHECK(owners.notices(setup.bindings) ==
        std::vector<std::string>{"PAD CONNECTED: PRESS START TO JOIN"});
  lost->button(SDL_CONTROLLER_BUTTON_START, true);
  in = frame();
  both(in, owners, setup);
  CHECK(owners.owner(0) == hp::DeviceOwner::of_pad(lost->id()));
  CHECK(owners.joined() == std::vector<int32_t>{lost->id()});
  CHECK(owners.device(0) == in.pad(lost->id())->guid);  // remembered by GUID
}

TEST_CASE("a waiting player chooses the keyboard with their accelerate key",
          "[game][pads][hotplug]") {
  const PadSession session;
  auto pad = std::make_unique<VirtualPad>(0x0021);
  hp::ControlsSetup setup;
  hp::DeviceOwners owners(2, setup);
  both(frame(), owners, setup);
  REQUIRE(owners.owner(1).kind == hp::DeviceOwner::Kind::kPad);
  pad.reset();
  both(frame(), owners, setup);
  REQUIRE(owners.waiting(1));
  platform::InputState in = frame();
  in.keys_pressed = {SDL_SCANCODE_R};  // player 2's accelerate
  both(in, owners, setup);
  CHECK(owners.owner(1) == hp::DeviceOwner::keyboard());
  CHECK(owners.device(1) == "keyboard");
}

TEST_CASE("a free pad is offered for a while, not for the whole race", "[game][pads][hotplug]") {
  const PadSession session;
  const VirtualPad pad(0x0041);
  hp::ControlsSetup setup;  // player 1 on the keyboard, alone: the pad is free
  hp::DeviceOwners owners(1, setup);
  both(frame(), owners, setup);
  REQUIRE(owners.owner(0) == hp::DeviceOwner::keyboard());
  const std::vector<std::string> offer{"PAD CONNECTED: PRESS START TO JOIN"};
  CHECK(owners.notices(setup.bindings) == offer);
  // Shown on kOfferFrames frames, the first one included.
  for (int f = 2; f <= hp::DeviceOwners::kOfferFrames; ++f) both(frame(), owners, setup);
  CHECK(owners.notices(setup.bindings) == offer);
  both(frame(), owners, setup);
  CHECK(owners.pad_offered());  // Start on it still gives it to player 1
  CHECK(owners.notices(setup.bindings).empty());
  // Another pad plugged in: offered again.
  const VirtualPad second(0x0042);
  both(frame(), owners, setup);
  CHECK(owners.notices(setup.bindings) == offer);
}

TEST_CASE("SDL's mapping database decides a pad's buttons: gamecontrollerdb.txt",
          "[game][pads][hotplug]") {
  const PadSession session;
  // A plain joystick of four buttons: no controller until a mapping names it. Its GUID first.
  std::string guid;
  {
    VirtualPad probe(0x0031, false, 4);
    char text[33] = {};
    SDL_JoystickGetGUIDString(SDL_JoystickGetGUID(probe.stick), text, sizeof text);
    guid = text;
  }
  frame();
  CHECK(frame().pads.empty());
  // Its button 0 is "b" and button 3 "a": the database's, not the joystick's order.
  test::TempDir dir;
  const auto db = dir.path() / "gamecontrollerdb.txt";
  std::ofstream(db) << "# ours\n"
                    << guid << ",Un-POD mapped pad,a:b3,b:b0,x:b1,y:b2,leftx:a0,lefty:a1,platform:"
                    << SDL_GetPlatform() << ",\n";
  std::string error;
  CHECK(platform::add_pad_mappings(db, error) == 1);
  VirtualPad mapped(0x0031, false, 4);
  platform::InputState in = frame();
  REQUIRE(in.pads.size() == 1);
  CHECK(in.pads[0].name == "Un-POD mapped pad");
  mapped.button(3, true);
  in = frame();
  CHECK(in.pads[0].held(platform::pad_button::kA));
  CHECK_FALSE(in.pads[0].held(platform::pad_button::kB));
  hp::ControlsSetup setup;
  hp::DeviceOwners owners(2, setup);
  const PlayerDevices p = both(in, owners, setup);
  CHECK(pad_buttons(p[1]) == sim::physics::button::kAccelerate);  // A accelerates
  mapped.button(3, false);
  mapped.button(0, true);
  CHECK(pad_buttons(both(frame(), owners, setup)[1]) == sim::physics::button::kBrake);  // B
  CHECK(platform::add_pad_mappings(dir.path() / "missing.txt", error) < 0);
  CHECK_FALSE(error.empty());
}

TEST_CASE("a crash the sim reports rumbles the pad", "[game][pads][hotplug]") {
  const PadSession session;
  VirtualPad pad(0x0041);
  const platform::InputState in = frame();
  REQUIRE(in.pads.size() == 1);
  sim::physics::RacerEvents events;
  CHECK(hp::crash_rumble(events) == 0.0f);  // nothing hit: no rumble
  events.prop_hits = 1;
  const float hit = hp::crash_rumble(events);
  CHECK(hit == hp::kCrashRumble);
  events.broken = 2;
  CHECK(hp::crash_rumble(events) == hp::kBreakRumble);
  CHECK(platform::rumble_pad(pad.id(), hit, hp::kCrashRumbleMs));
  CHECK(pad.low == static_cast<Uint16>(hit * 65535.0f));
  CHECK(pad.high == pad.low);
  CHECK_FALSE(platform::rumble_pad(pad.id() + 100, 1.0f, 10));  // no such pad
}

TEST_CASE("the left stick moves the menus as the d-pad does, one row a push",
          "[game][pads][hotplug][menus]") {
  const PadSession session;
  VirtualPad pad(0x0003);
  const hp::Bindings bindings = hp::default_bindings();
  const auto moves = [&](const platform::InputState& in) {
    const hp::ActionFrame a = hp::game_actions(in, bindings);
    std::string m;
    if (a.went_down(hp::Action::kMenuUp)) m += "U";
    if (a.went_down(hp::Action::kMenuDown)) m += "D";
    if (a.went_down(hp::Action::kMenuLeft)) m += "L";
    if (a.went_down(hp::Action::kMenuRight)) m += "R";
    return m;
  };
  CHECK(moves(frame()).empty());
  // Pushed down past half its travel: one row down, not one a frame while it is held.
  pad.axis(SDL_CONTROLLER_AXIS_LEFTY, 30000);
  CHECK(moves(frame()) == "D");
  CHECK(moves(frame()).empty());
  CHECK(moves(frame()).empty());
  // Back to the middle, then up, then a nudge under half its travel (none), then right and left.
  pad.axis(SDL_CONTROLLER_AXIS_LEFTY, 0);
  CHECK(moves(frame()).empty());
  pad.axis(SDL_CONTROLLER_AXIS_LEFTY, -30000);
  CHECK(moves(frame()) == "U");
  pad.axis(SDL_CONTROLLER_AXIS_LEFTY, 0);
  frame();
  pad.axis(SDL_CONTROLLER_AXIS_LEFTX, 12000);
  CHECK(moves(frame()).empty());
  pad.axis(SDL_CONTROLLER_AXIS_LEFTX, 32767);
  CHECK(moves(frame()) == "R");
  pad.axis(SDL_CONTROLLER_AXIS_LEFTX, -32768);
  CHECK(moves(frame()) == "L");
  // The d-pad still moves them.
  pad.axis(SDL_CONTROLLER_AXIS_LEFTX, 0);
  pad.button(SDL_CONTROLLER_BUTTON_DPAD_DOWN, true);
  CHECK(moves(frame()) == "D");
}
