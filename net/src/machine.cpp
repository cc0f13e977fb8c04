#include "unpod/net/machine.h"

#include <algorithm>
#include <map>

#include "unpod/assets/replay.h"
#include "unpod/net/codec.h"
#include "unpod/net/enet_link.h"
#include "unpod/net/host.h"
#include "unpod/net/protocol.h"
#include "unpod/sim/session/replay.h"
#include "unpod/sim/session/runner.h"

namespace unpod::net {

namespace {

constexpr uint32_t kStartMs = 1000;  // the host's (host.cpp): the session's clock at tick 0
constexpr uint32_t kSendEveryTicks = 2;
constexpr uint64_t kLobbyPingUs = 100'000, kRacePingUs = 1'000'000;
// A hash is sent in this many Inputs messages after it is known (they may be lost).
constexpr int kHashSends = 6;
constexpr size_t kCheckpointsKept = 16;

}  // namespace

struct Machine::Impl {
  assets::Installation installation;
  MachineOptions options;
  std::unique_ptr<EnetLink> link;
  Phase phase = Phase::kConnecting;
  bool completed = false;
  std::string message, race_words;
  std::vector<std::string> news, lobby;
  std::vector<LobbySeat> seats;
  uint32_t seat_count = 0;
  bool host_starts = false;
  std::vector<std::string> car_names;  // the Welcome's
  uint64_t opened_us = now_us();

  // The host's clock as this machine's: the offset of the Pong with the shortest round trip.
  uint64_t best_rtt_us = UINT64_MAX;
  int64_t offset_us = 0;  // host − here
  uint64_t last_ping_us = 0;
  bool connected = false, said_ready = false;

  // The race.
  sim::session::RaceData data;
  assets::Replay setup;
  std::unique_ptr<sim::session::Recorder> recorder;  // before race_: outlives its session
  std::unique_ptr<Rollback> race;
  std::vector<int32_t> my_humans;
  std::vector<std::vector<Reading>> mine;  // each local player's readings from tick 0
  uint32_t tick_ms = 16, hash_every = 64, sampled = 0, host_ack = 0, last_send = 0;
  bool sent_once = false;
  uint64_t tick0_us = 0, go_us = 0, ended_us = 0;
  uint64_t start_rtt_us = 0;  // the best ping's round trip when tick0_us was set
  uint32_t hash_tick = 0;
  uint64_t hash = 0;
  int hash_sends = 0;
  std::map<uint32_t, std::vector<uint64_t>> checkpoints;  // confirmed race's, at hash ticks
  std::optional<wire::End> end;
  bool finished = false;
  std::optional<assets::Replay> final_replay;
  uint64_t sent_at_start = 0, received_at_start = 0;

  void fail(std::string why) {
    if (phase == Phase::kOver || phase == Phase::kFailed) return;
    phase = Phase::kFailed;
    message = std::move(why);
    news.push_back(message);
  }

  void send(const wire::Envelope& e) { link->send(link->server(), e); }

  uint64_t here_from_host(uint64_t host_us) const { return uint64_t(int64_t(host_us) - offset_us); }

  void hello() {
    wire::Envelope e;
    auto* h = e.mutable_hello();
    h->set_protocol(kProtocolVersion);
    h->set_game_version(std::string(game_version()));
    h->set_password(options.password);
    for (const JoinPlayer& p : options.players) {
      auto* w = h->add_players();
      w->set_name(p.name);
      w->set_car(p.car);
      w->set_choosing(options.choose_in_lobby);
      put_device(p.device, *w);
    }
    send(e);
  }

  void ping() {
    const uint64_t now = now_us();
    const uint64_t every = phase == Phase::kRacing ? kRacePingUs : kLobbyPingUs;
    if (now - last_ping_us < every) return;
    last_ping_us = now;
    wire::Envelope e;
    e.mutable_ping()->set_sent_us(now);
    send(e);
  }

  void pong(const wire::Pong& p) {
    const uint64_t now = now_us();
    if (p.sent_us() > now) return;
    const uint64_t rtt = now - p.sent_us();
    if (rtt > best_rtt_us) return;
    best_rtt_us = rtt;
    offset_us = int64_t(p.host_us()) - int64_t(p.sent_us() + rtt / 2);
    ready();
  }

  // The host's data against this installation's: the circuit and every car by name and CRC-32.
  void welcome(const wire::Welcome& w) {
    if (phase != Phase::kConnecting) return fail("the host sent a second Welcome");
    race_words = clean_text(w.race());
    std::string error, problem;
    if (!sim::session::load_race_data(installation, w.circuit().name(), data, error)) {
      problem = "you have no circuit " + clean_text(w.circuit().name()) + " (" +
                clean_text(w.circuit().file()) + ") as the host has: " + error;
    } else if (data.circuit_crc != w.circuit().crc()) {
      problem = "your " + clean_text(w.circuit().file()) + " differs from the host's";
    } else {
      for (const wire::DataFile& car : w.cars()) {
        const int32_t i = data.car_index(car.name());
        if (i < 0) {
          problem = "you have no car " + clean_text(car.name()) + " (" + clean_text(car.file()) +
                    ") as the host has";
          break;
        }
        if (data.car_crcs[size_t(i)] != car.crc()) {
          problem = "your " + clean_text(car.file()) + " differs from the host's";
          break;
        }
      }
    }
    if (!problem.empty()) {
      wire::Envelope e;
      e.mutable_data_checked()->set_problem(problem);
      send(e);
      return fail(problem);
    }
    phase = Phase::kLobby;
    tick_ms = w.tick_ms();
    seat_count = w.seats();
    for (const wire::DataFile& car : w.cars()) car_names.push_back(clean_name(car.name(), "?"));
    news.push_back("in the lobby: " + race_words);
    ready();
  }

  // Ready to race once the data agree and the host's clock is known here (a Pong): the start's
  // tick is on the host's clock, and another computer's clock has another epoch.
  void ready() {
    if (said_ready || phase != Phase::kLobby || best_rtt_us == UINT64_MAX) return;
    said_ready = true;
    wire::Envelope e;
    e.mutable_data_checked();
    send(e);
  }

  void start(const wire::Start& s) {
    if (phase != Phase::kLobby) return fail("the host started a race out of turn");
    auto described = assets::decode_replay(
        {reinterpret_cast<const uint8_t*>(s.description().data()), s.description().size()},
        "the host's race description");
    if (!described) return fail(described.error().to_string());
    setup = std::move(described).value();
    if (setup.circuit_crc != data.circuit_crc || !setup.network)
      return fail("the host's race is not on the circuit it named");
    for (const assets::ReplayRacer& r : setup.racers) {
      const int32_t i = data.car_index(r.car);
      if (i < 0 || data.car_crcs[size_t(i)] != r.car_crc)
        return fail("the host's race uses a " + r.car + " that is not yours");
    }
    if (size_t(s.your_humans_size()) != options.players.size())
      return fail("the host seated another number of players than this machine brings");
    my_humans.assign(s.your_humans().begin(), s.your_humans().end());
    for (int32_t h : my_humans)
      if (h >= setup.humans) return fail("the host seated a player outside the race");
    std::string error;
    auto session = sim::session::make_session(data, setup, error);
    if (!session) return fail("the host's race cannot be set up here: " + error);
    std::vector<sim::controls::Device> devices;
    for (const auto& d : setup.devices) devices.push_back(sim::session::device_of(d));
    recorder = std::make_unique<sim::session::Recorder>(*session, setup);
    session->start();
    tick_ms = s.tick_ms();
    hash_every = s.hash_every();
    race = std::make_unique<Rollback>(std::move(session), devices, kStartMs, tick_ms, s.window(),
                                      recorder.get());
    race->on_confirmed([this](uint32_t ticks) {
      if (ticks % hash_every != 0) return;
      const auto& c = race->confirmed_session();
      hash_tick = ticks;
      hash = c.hash();
      hash_sends = kHashSends;
      checkpoints[ticks] = c.checkpoint();
      while (checkpoints.size() > kCheckpointsKept) checkpoints.erase(checkpoints.begin());
    });
    // Ticks before the input delay's first: nothing held (the countdown runs then).
    mine.assign(my_humans.size(), std::vector<Reading>(options.input_delay));
    for (size_t p = 0; p < my_humans.size(); ++p)
      for (uint32_t t = 0; t < options.input_delay; ++t) race->confirm(my_humans[p], t, {});
    tick0_us = here_from_host(s.tick0_host_us());
    start_rtt_us = best_rtt_us;
    sent_at_start = link->bytes_sent();
    received_at_start = link->bytes_received();
    phase = Phase::kRacing;
    news.push_back("the race starts");
  }

  void inputs(const wire::Inputs& in) {
    if (!race) return;
    host_ack = std::max(host_ack, in.ack());
    for (const wire::Readings& rd : in.readings()) {
      const auto h = int32_t(rd.human());
      if (h >= race->humans() ||
          std::find(my_humans.begin(), my_humans.end(), h) != my_humans.end())
        continue;  // not a human the host relays to this machine
      uint32_t t = in.first_tick();
      for (const Reading& r : unpack(rd)) race->confirm(h, t++, r);
    }
  }

  void left(const wire::Left& l) {
    if (l.human() < setup.racers.size())
      news.push_back(setup.racers[l.human()].driver + " left the race (" + clean_text(l.why()) +
                     ")");
  }

  void ended(const wire::End& e) {
    end = e;
    switch (e.why()) {
      case wire::End::FINISHED:
        return check_end();
      case wire::End::DESYNC: {
        // Which part of this machine's race differs from the host's, where it kept that tick.
        std::string here;
        if (auto own = checkpoints.find(e.tick()); own != checkpoints.end()) {
          here = "; this machine's race is the host's";
          for (size_t i = 0; i < own->second.size() && i < size_t(e.parts_size()); ++i)
            if (own->second[i] != e.parts(int(i))) {
              here =
                  "; here the first difference is " + race->confirmed_session().checkpoint_part(i);
              break;
            }
        }
        return fail("the race stopped, the machines' races differ: " + clean_text(e.message()) +
                    here);
      }
      case wire::End::STOPPED:
      default:
        return fail("the host stopped the race: " + clean_text(e.message()));
    }
  }

  // Once both the host's End and this machine's end are here: the same final state?
  void check_end() {
    if (!end || !finished || phase != Phase::kRacing) return;
    const uint64_t mine_hash = race->confirmed_session().hash();
    if (race->confirmed() != end->tick() || mine_hash != end->final_hash())
      return fail("the race ended here at tick " + std::to_string(race->confirmed()) +
                  " and at the host at tick " + std::to_string(end->tick()) +
                  (mine_hash != end->final_hash() ? ", with another final state" : ""));
    phase = Phase::kOver;
    completed = true;
    message = "the race is over";
    news.push_back(message);
  }

  void advance(const LocalReading& reading) {
    const uint64_t now = now_us();
    if (phase != Phase::kRacing || now < tick0_us) return;
    const auto tick = uint32_t((now - tick0_us) / (uint64_t(tick_ms) * 1000));
    if (!finished) {
      // The local players' readings: one sample a tick, for the tick input_delay later.
      while (sampled <= tick) {
        const int64_t ms = sim::session::race_ms(race->shown_session());
        for (size_t p = 0; p < my_humans.size(); ++p) {
          const Reading r = reading ? reading(int32_t(p), ms) : Reading{};
          race->confirm(my_humans[p], uint32_t(mine[p].size()), r);
          mine[p].push_back(r);
        }
        ++sampled;
      }
      race->run_to(tick);
      if (!go_us &&
          race->shown_session().race().countdown().phase() == sim::race::CountdownPhase::kOff)
        go_us = now;
      if (race->confirmed_session().over()) {
        final_replay = race->finish();
        finished = true;
        ended_us = now;
        check_end();
      } else if (end && race->confirmed() > end->tick()) {
        fail("the race ended at the host at tick " + std::to_string(end->tick()) + " but not here");
      }
    }
    if (!sent_once || tick >= last_send + kSendEveryTicks) {
      sent_once = true;
      last_send = tick;
      send_inputs();
    }
  }

  void send_inputs() {
    for (uint32_t span = kMaxTicksPerMessage;; span /= 2) {
      wire::Envelope e;
      auto* in = e.mutable_inputs();
      in->set_first_tick(host_ack);
      in->set_ack(race->confirmed());
      if (hash_sends > 0) {
        in->set_hash_tick(hash_tick);
        in->set_hash(hash);
      }
      for (size_t p = 0; p < my_humans.size(); ++p) {
        const uint32_t end_tick = std::min<uint32_t>(uint32_t(mine[p].size()), host_ack + span);
        if (end_tick <= host_ack) continue;
        auto* rd = in->add_readings();
        rd->set_human(uint32_t(my_humans[p]));
        pack(std::vector<Reading>(mine[p].begin() + host_ack, mine[p].begin() + end_tick), *rd);
      }
      if (e.ByteSizeLong() <= kMaxUnsequencedBytes || span == 1) {
        send(e);
        break;
      }
    }
    if (hash_sends > 0) --hash_sends;
  }

  // Who is in the lobby now; the news says who came and who went.
  void lobby_now(const wire::Lobby& l) {
    const std::vector<std::string> before = lobby;
    lobby.clear();
    for (const auto& n : l.names()) lobby.push_back(clean_name(n, "?"));
    for (const auto& n : lobby)
      if (std::find(before.begin(), before.end(), n) == before.end())
        news.push_back(n + " is in the lobby");
    for (const auto& n : before)
      if (std::find(lobby.begin(), lobby.end(), n) == lobby.end())
        news.push_back(n + " left the lobby");
    seats.clear();
    for (const wire::Seat& t : l.taken()) {
      LobbySeat seat;
      seat.name = clean_name(t.name(), "?");
      seat.car = clean_name(t.car(), "");
      seat.machine = t.machine();
      seat.round_trip_ms = t.round_trip_ms();
      seat.ready = t.ready();
      seat.mine = t.machine() == l.your_machine();
      seats.push_back(std::move(seat));
    }
    seat_count = l.seats();
    host_starts = l.host_starts();
  }

  void received(const EnetLink::Event& ev) {
    std::string error;
    auto msg = decode(ev.data, ev.channel, Side::kHost, error);
    if (!msg) {
      link->disconnect_now(link->server());
      return fail("the host sent what the protocol does not allow: " + error);
    }
    using E = wire::Envelope;
    switch (msg->body_case()) {
      case E::kRefused:
        return fail("the host refused this machine: " + clean_text(msg->refused().reason()));
      case E::kWelcome:
        return welcome(msg->welcome());
      case E::kLobby:
        return lobby_now(msg->lobby());
      case E::kStart:
        return start(msg->start());
      case E::kPong:
        return pong(msg->pong());
      case E::kInputs:
        return inputs(msg->inputs());
      case E::kLeft:
        return left(msg->left());
      case E::kEnd:
        return ended(msg->end());
      default:
        return;
    }
  }
};

Machine::Machine(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Machine::~Machine() = default;

std::unique_ptr<Machine> Machine::join(const assets::Installation& installation,
                                       MachineOptions options, std::string& error) {
  if (options.players.empty() || options.players.size() > kMaxPlayersPerMachine) {
    error = "a machine brings one or two players";
    return nullptr;
  }
  if (options.input_delay > 3) {
    error = "the input delay is 0 to 3 ticks";
    return nullptr;
  }
  auto impl = std::make_unique<Impl>();
  impl->installation = installation;
  impl->link = EnetLink::connect(options.address, options.port, error);
  if (!impl->link) return nullptr;
  impl->options = std::move(options);
  return std::unique_ptr<Machine>(new Machine(std::move(impl)));
}

void Machine::service(uint32_t timeout_ms, const LocalReading& reading) {
  Impl& m = *impl_;
  for (uint32_t wait = timeout_ms;; wait = 0) {
    if (m.phase == Phase::kFailed) break;
    EnetLink::Event ev = m.link->service(wait);
    if (ev.kind == EnetLink::Event::kNone) break;
    if (ev.kind == EnetLink::Event::kConnect) {
      m.connected = true;
      m.hello();
      m.ping();
    } else if (ev.kind == EnetLink::Event::kDisconnect) {
      if (m.phase == Phase::kConnecting && m.race_words.empty())
        m.fail("cannot reach the host at " + m.options.address + ":" +
               std::to_string(m.options.port));
      else if (m.phase == Phase::kRacing)
        m.fail("the host left the race");
      else
        m.fail("the host closed the connection");
    } else {
      m.received(ev);
    }
  }
  if (m.phase == Phase::kConnecting &&
      now_us() - m.opened_us > uint64_t(m.options.connect_timeout_ms) * 1000)
    m.fail("no answer from the host at " + m.options.address + ":" +
           std::to_string(m.options.port));
  if (m.connected && m.phase != Phase::kFailed && m.phase != Phase::kOver) m.ping();
  m.advance(reading);
  m.link->flush();
}

void Machine::leave(const std::string& why) {
  if (impl_->phase == Phase::kFailed) return;
  wire::Envelope e;
  e.mutable_bye()->set_reason(why);
  impl_->send(e);
  impl_->link->flush();
  impl_->link->disconnect_later(impl_->link->server());
  const uint64_t until = now_us() + 200'000;
  while (now_us() < until) {
    EnetLink::Event ev = impl_->link->service(10);
    if (ev.kind == EnetLink::Event::kDisconnect) break;
  }
  if (impl_->phase != Phase::kOver) impl_->fail("left the race: " + why);
}

Machine::Phase Machine::phase() const {
  return impl_->phase;
}
bool Machine::completed() const {
  return impl_->completed;
}
const std::string& Machine::message() const {
  return impl_->message;
}
std::vector<std::string> Machine::take_news() {
  return std::exchange(impl_->news, {});
}
const std::vector<std::string>& Machine::lobby_names() const {
  return impl_->lobby;
}
const std::string& Machine::race_words() const {
  return impl_->race_words;
}
const std::vector<LobbySeat>& Machine::lobby_seats() const {
  return impl_->seats;
}
uint32_t Machine::seat_count() const {
  return impl_->seat_count;
}
bool Machine::host_starts() const {
  return impl_->host_starts;
}
const std::vector<std::string>& Machine::car_names() const {
  return impl_->car_names;
}

void Machine::choose(int32_t player, const std::string& car, bool ready) {
  if (impl_->phase != Phase::kLobby || player < 0 ||
      size_t(player) >= impl_->options.players.size())
    return;
  wire::Envelope e;
  e.mutable_choice()->set_player(uint32_t(player));
  e.mutable_choice()->set_car(car);
  e.mutable_choice()->set_ready(ready);
  impl_->send(e);
  impl_->link->flush();
}
const Rollback* Machine::race() const {
  return impl_->race.get();
}
const assets::Replay& Machine::setup() const {
  return impl_->setup;
}
const sim::session::RaceData& Machine::data() const {
  return impl_->data;
}
const std::vector<int32_t>& Machine::my_humans() const {
  return impl_->my_humans;
}

std::optional<assets::Replay> Machine::replay() const {
  if (impl_->final_replay) return impl_->final_replay;
  if (impl_->recorder) return impl_->recorder->replay();
  return std::nullopt;
}

MachineFigures Machine::figures() const {
  const Impl& m = *impl_;
  MachineFigures f;
  f.round_trip_ms = round_trip_ms(m.link->server());
  f.loss = packet_loss(m.link->server());
  if (m.race) f.rollback = m.race->stats();
  f.go_us = m.go_us;
  f.tick0_us = m.tick0_us;
  f.clock_offset_us = m.offset_us;
  f.clock_round_trip_us = m.best_rtt_us == UINT64_MAX ? 0 : m.best_rtt_us;
  f.start_round_trip_us = m.start_rtt_us == UINT64_MAX ? 0 : m.start_rtt_us;
  if (m.tick0_us) {
    const uint64_t until = m.ended_us ? m.ended_us : now_us();
    f.race_seconds = until > m.tick0_us ? double(until - m.tick0_us) / 1e6 : 0.0;
    if (f.race_seconds > 0) {
      f.bytes_sent_per_s = double(m.link->bytes_sent() - m.sent_at_start) / f.race_seconds;
      f.bytes_received_per_s =
          double(m.link->bytes_received() - m.received_at_start) / f.race_seconds;
    }
  }
  return f;
}

uint32_t Machine::tick_ms() const {
  return impl_->tick_ms;
}

std::optional<uint32_t> Machine::last_hash_tick() const {
  if (impl_->hash_tick == 0) return std::nullopt;
  return impl_->hash_tick;
}

}  // namespace unpod::net
