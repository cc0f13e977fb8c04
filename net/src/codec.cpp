#include "unpod/net/codec.h"

#include "unpod/net/protocol.h"
#include "unpod/sim/session/replay.h"

namespace unpod::net {

namespace {

// Raw sizes before clean_name (a name may carry bytes it drops).
constexpr size_t kMaxRawName = 64;
constexpr size_t kMaxText = 240;  // reasons, messages, versions, file names, the race in words
constexpr size_t kMaxCars = 64;
constexpr size_t kMaxParts = 1024;
// The key word's bits a reading may hold: the key map's slots, "left", "retire".
constexpr uint32_t kKeyBits =
    ((1u << sim::controls::kKeySlots) - 1) | assets::kReplayLeftBit | assets::kReplayRetireBit;

bool fail(std::string& error, std::string what) {
  error = std::move(what);
  return false;
}

bool text_ok(const std::string& s, size_t limit, const char* what, std::string& error) {
  if (s.size() <= limit) return true;
  return fail(error, std::string("a ") + what + " of " + std::to_string(s.size()) +
                         " bytes (at most " + std::to_string(limit) + ")");
}

bool player_ok(const wire::Player& p, std::string& error) {
  if (!text_ok(p.name(), kMaxRawName, "player name", error)) return false;
  if (!text_ok(p.car(), kMaxText, "car name", error)) return false;
  if (p.device_kind() > uint32_t(sim::controls::DeviceKind::kQuarticJoystick))
    return fail(error, "a device of kind " + std::to_string(p.device_kind()));
  if (p.device_buttons() > 255) return fail(error, "a device with more than 255 buttons");
  return true;
}

bool readings_ok(const wire::Readings& r, std::string& error) {
  if (r.human() >= uint32_t(kMaxHumans))
    return fail(error, "readings of human " + std::to_string(r.human()));
  const int runs = r.runs_size() / 2;
  if (r.runs_size() % 2 != 0 || runs == 0 || size_t(runs) > kMaxRunsPerHuman)
    return fail(error, "readings with " + std::to_string(r.runs_size()) + " run values");
  if (r.axes_size() != 0 && r.axes_size() != 3 * runs)
    return fail(error, "readings with " + std::to_string(r.axes_size()) + " axis values for " +
                           std::to_string(runs) + " runs");
  uint64_t ticks = 0;
  for (int i = 0; i < runs; ++i) {
    const uint32_t count = r.runs(2 * i), keys = r.runs(2 * i + 1);
    if (count == 0) return fail(error, "a run of no ticks");
    if (keys & ~kKeyBits) return fail(error, "a key word with unknown bits");
    ticks += count;
  }
  if (ticks > kMaxTicksPerMessage)
    return fail(error, "readings of " + std::to_string(ticks) + " ticks (at most " +
                           std::to_string(kMaxTicksPerMessage) + ")");
  return true;
}

bool body_ok(const wire::Envelope& m, Side from, std::string& error) {
  using E = wire::Envelope;
  switch (m.body_case()) {
    case E::kHello: {
      const auto& h = m.hello();
      if (!text_ok(h.game_version(), kMaxText, "game version", error)) return false;
      if (!text_ok(h.password(), kMaxRawName, "password", error)) return false;
      if (h.players_size() == 0 || size_t(h.players_size()) > kMaxPlayersPerMachine)
        return fail(error, "a machine bringing " + std::to_string(h.players_size()) + " players");
      for (const auto& p : h.players())
        if (!player_ok(p, error)) return false;
      return true;
    }
    case E::kRefused:
      return text_ok(m.refused().reason(), kMaxText, "reason", error);
    case E::kWelcome: {
      const auto& w = m.welcome();
      if (!text_ok(w.game_version(), kMaxText, "game version", error) ||
          !text_ok(w.race(), kMaxText, "race", error) ||
          !text_ok(w.circuit().name(), kMaxText, "circuit name", error) ||
          !text_ok(w.circuit().file(), kMaxText, "file name", error))
        return false;
      if (size_t(w.cars_size()) > kMaxCars) return fail(error, "a list of too many cars");
      for (const auto& c : w.cars())
        if (!text_ok(c.name(), kMaxText, "car name", error) ||
            !text_ok(c.file(), kMaxText, "file name", error))
          return false;
      if (w.seats() == 0 || w.seats() > uint32_t(kMaxHumans))
        return fail(error, std::to_string(w.seats()) + " seats");
      if (w.tick_ms() == 0 || w.tick_ms() > 100) return fail(error, "a tick of that length");
      return true;
    }
    case E::kDataChecked:
      return text_ok(m.data_checked().problem(), kMaxText, "problem", error);
    case E::kLobby:
      if (size_t(m.lobby().names_size()) > size_t(kMaxHumans))
        return fail(error, "a lobby of too many names");
      for (const auto& n : m.lobby().names())
        if (!text_ok(n, kMaxRawName, "name", error)) return false;
      if (m.lobby().taken_size() > m.lobby().names_size())
        return fail(error, "a lobby of more seats than names");
      for (const auto& t : m.lobby().taken())
        if (!text_ok(t.name(), kMaxRawName, "name", error) ||
            !text_ok(t.car(), kMaxText, "car name", error))
          return false;
      return true;
    case E::kChoice:
      if (m.choice().player() >= kMaxPlayersPerMachine)
        return fail(error, "a choice for player " + std::to_string(m.choice().player()));
      return text_ok(m.choice().car(), kMaxText, "car name", error);
    case E::kStart: {
      const auto& s = m.start();
      if (s.your_humans_size() == 0 || size_t(s.your_humans_size()) > kMaxPlayersPerMachine)
        return fail(error, "a start for " + std::to_string(s.your_humans_size()) + " players");
      for (uint32_t h : s.your_humans())
        if (h >= uint32_t(kMaxHumans)) return fail(error, "a start for human " + std::to_string(h));
      if (s.tick_ms() == 0 || s.tick_ms() > 100) return fail(error, "a tick of that length");
      if (s.window() == 0 || s.window() > 60) return fail(error, "a window of that length");
      if (s.hash_every() == 0) return fail(error, "no hash interval");
      return true;
    }
    case E::kPing:
    case E::kPong:
      return true;
    case E::kInputs: {
      const auto& in = m.inputs();
      if (size_t(in.readings_size()) > size_t(kMaxHumans))
        return fail(error, "readings of " + std::to_string(in.readings_size()) + " humans");
      for (const auto& r : in.readings())
        if (!readings_ok(r, error)) return false;
      return true;
    }
    case E::kLeft:
      if (m.left().human() >= uint32_t(kMaxHumans)) return fail(error, "a leave of that human");
      return text_ok(m.left().why(), kMaxText, "reason", error);
    case E::kEnd:
      if (size_t(m.end().parts_size()) > kMaxParts) return fail(error, "too many state parts");
      return text_ok(m.end().message(), kMaxText, "message", error);
    case E::kBye:
      return text_ok(m.bye().reason(), kMaxText, "reason", error);
    case E::BODY_NOT_SET:
      break;
  }
  (void)from;
  return fail(error, "a message of no known kind");
}

// Which side sends each message, and on which channel.
bool route_ok(const wire::Envelope& m, uint8_t channel, Side from, std::string& error) {
  using E = wire::Envelope;
  const E::BodyCase b = m.body_case();
  const bool unsequenced = b == E::kInputs || b == E::kPing || b == E::kPong;
  if (channel != (unsequenced ? kUnsequenced : kReliable))
    return fail(error, "a message on the wrong channel");
  const bool machine_sends = b == E::kHello || b == E::kDataChecked || b == E::kPing ||
                             b == E::kInputs || b == E::kBye || b == E::kChoice;
  const bool host_sends = b == E::kRefused || b == E::kWelcome || b == E::kLobby ||
                          b == E::kStart || b == E::kPong || b == E::kInputs || b == E::kLeft ||
                          b == E::kEnd;
  if (from == Side::kMachine ? !machine_sends : !host_sends)
    return fail(error, from == Side::kMachine ? "a host's message from a machine"
                                              : "a machine's message from the host");
  return true;
}

}  // namespace

std::vector<uint8_t> encode(const wire::Envelope& message) {
  std::vector<uint8_t> out(message.ByteSizeLong());
  message.SerializeToArray(out.data(), int(out.size()));
  return out;
}

std::optional<wire::Envelope> decode(std::span<const uint8_t> bytes, uint8_t channel, Side from,
                                     std::string& error) {
  const size_t limit = channel == kUnsequenced ? kMaxUnsequencedBytes : kMaxReliableBytes;
  if (channel >= kChannels) {
    error = "a message on channel " + std::to_string(channel);
    return std::nullopt;
  }
  if (bytes.size() > limit) {
    error = "a message of " + std::to_string(bytes.size()) + " bytes (at most " +
            std::to_string(limit) + " on its channel)";
    return std::nullopt;
  }
  wire::Envelope m;
  if (!m.ParseFromArray(bytes.data(), int(bytes.size()))) {
    error = "a message that does not decode (" + std::to_string(bytes.size()) + " bytes)";
    return std::nullopt;
  }
  if (!body_ok(m, from, error) || !route_ok(m, channel, from, error)) return std::nullopt;
  return m;
}

void pack(const std::vector<Reading>& readings, wire::Readings& out) {
  out.clear_runs();
  out.clear_axes();
  bool axes = false;
  std::vector<assets::ReplayInput> runs;
  std::vector<uint32_t> counts;
  for (const Reading& r : readings) {
    const assets::ReplayInput in = sim::session::to_replay(r);
    if (!runs.empty() && runs.back() == in) {
      ++counts.back();
      continue;
    }
    runs.push_back(in);
    counts.push_back(1);
    axes = axes || in.x != 0 || in.y != 0 || in.buttons != 0;
  }
  for (size_t i = 0; i < runs.size(); ++i) {
    out.add_runs(counts[i]);
    out.add_runs(runs[i].keys);
    if (axes) {
      out.add_axes(runs[i].x);
      out.add_axes(runs[i].y);
      out.add_axes(int32_t(runs[i].buttons));
    }
  }
}

std::vector<Reading> unpack(const wire::Readings& in) {
  std::vector<Reading> out;
  const int runs = in.runs_size() / 2;
  for (int i = 0; i < runs; ++i) {
    assets::ReplayInput r;
    r.keys = uint16_t(in.runs(2 * i + 1));
    if (in.axes_size() == 3 * runs) {
      r.x = in.axes(3 * i);
      r.y = in.axes(3 * i + 1);
      r.buttons = uint32_t(in.axes(3 * i + 2));
    }
    out.insert(out.end(), in.runs(2 * i), sim::session::frame_of(r));
  }
  return out;
}

void put_device(const sim::controls::Device& d, wire::Player& out) {
  out.set_device_kind(uint32_t(d.kind));
  out.set_device_buttons(d.buttons);
  out.set_x_travel(d.x_travel);
  out.set_x_centre(d.x_centre);
  out.set_x_low(d.x_low);
  out.set_x_high(d.x_high);
  out.set_y_low(d.y_low);
  out.set_y_high(d.y_high);
}

sim::controls::Device device_of(const wire::Player& p) {
  sim::controls::Device d;
  d.kind = static_cast<sim::controls::DeviceKind>(p.device_kind());
  d.buttons = uint8_t(p.device_buttons());
  d.x_travel = p.x_travel();
  d.x_centre = p.x_centre();
  d.x_low = p.x_low();
  d.x_high = p.x_high();
  d.y_low = p.y_low();
  d.y_high = p.y_high();
  return d;
}

}  // namespace unpod::net
