#include "replay_inputs.h"

#include <sstream>

#include "unpod/sim/controls/device.h"
#include "unpod/sim/session/replay.h"
#include "unpod/sim/session/runner.h"

namespace unpod::tool {
namespace {

namespace slot = sim::controls::key_slot;

// The script's words for the key map's slots (human_script.cpp reads them), in its order.
struct ControlWord {
  int slot;
  const char* word;
};
constexpr ControlWord kControlWords[] = {
    {slot::kAccelerate, "accelerate"}, {slot::kBrake, "brake"},    {slot::kLeft, "left"},
    {slot::kRight, "right"},           {slot::kGearUp, "gear-up"}, {slot::kGearDown, "gear-down"},
};

// What a script holds of a reading: the slots it names and the retirement.
struct Held {
  std::array<bool, sim::controls::kKeySlots> keys{};
  bool retire = false;
  bool operator==(const Held&) const = default;
};

Held held_of(const sim::controls::DeviceFrame& f) {
  Held h;
  for (const ControlWord& c : kControlWords) h.keys[size_t(c.slot)] = f.keys[size_t(c.slot)];
  h.retire = f.retire;
  return h;
}

std::string words_of(const Held& h) {
  std::string out;
  const auto add = [&out](const char* word) {
    if (!out.empty()) out += ' ';
    out += word;
  };
  for (const ControlWord& c : kControlWords)
    if (h.keys[size_t(c.slot)]) add(c.word);
  if (h.retire) add("retire");
  return out.empty() ? "none" : out;
}

}  // namespace

std::string inputs_script(sim::session::RaceSession& session, const assets::Replay& replay,
                          std::string& note) {
  const size_t humans = replay.devices.size();
  for (size_t h = 0; h < humans; ++h) {
    sim::controls::PlayerDevice d;
    d.device = sim::session::device_of(replay.devices[h]);
    session.set_device(int32_t(h), d);
    if (d.device.kind != sim::controls::DeviceKind::kKeyboard)
      note += "player " + std::to_string(h + 1) +
              " drove a joystick: its axes and buttons are not script controls\n";
  }
  std::ostringstream out;
  out << "# race-time-ms  player  controls (from " << replay.circuit << ", " << humans
      << (humans == 1 ? " human)\n" : " humans)\n");
  std::vector<Held> last(humans);
  // Before "GO!" a script has one instant (-1): the held controls are written when it ends.
  std::vector<bool> pending(humans, false);
  const auto line = [&](int64_t at, size_t h) {
    out << at << " " << (h + 1) << " " << words_of(last[h]) << "\n";
  };
  session.start();
  for (const assets::ReplayFrame& f : replay.frames) {
    if (session.over()) break;
    const int64_t at = sim::session::race_ms(session);
    for (size_t h = 0; h < humans && h < f.inputs.size(); ++h) {
      sim::controls::PlayerDevice d = session.device(int32_t(h));
      d.frame = sim::session::frame_of(f.inputs[h]);
      session.set_device(int32_t(h), d);
      const Held now = held_of(d.frame);
      if (at >= 0 && pending[h]) {
        line(-1, h);
        pending[h] = false;
      }
      if (now == last[h]) continue;
      last[h] = now;
      if (at < 0)
        pending[h] = true;
      else
        line(at, h);
    }
    session.frame(f.ms);
  }
  for (size_t h = 0; h < humans; ++h)
    if (pending[h]) line(-1, h);
  return out.str();
}

}  // namespace unpod::tool
