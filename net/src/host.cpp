#include "unpod/net/host.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <optional>
#include <vector>

#include "unpod/assets/replay.h"
#include "unpod/net/codec.h"
#include "unpod/net/enet_link.h"
#include "unpod/net/json_line.h"
#include "unpod/net/protocol.h"
#include "unpod/net/rollback.h"
#include "unpod/sim/session/replay.h"
#include "unpod/version.h"

namespace unpod::net {

uint64_t now_us() {
  return uint64_t(std::chrono::duration_cast<std::chrono::microseconds>(
                      std::chrono::steady_clock::now().time_since_epoch())
                      .count());
}

namespace {

// The session's clock at tick 0's start (RunOptions' default: the platform's clock at a race's
// first frame).
constexpr uint32_t kStartMs = 1000;
// A reading may come this many ticks past the host's clock and the window (the machines' clocks
// are the host's as their pings measured it, give or take).
constexpr uint32_t kAheadSlack = 16;
// Inputs are sent every this many ticks (NETWORK.md, "Choices": the bytes a second).
constexpr uint32_t kSendEveryTicks = 2;
// A machine that has not said Hello after this long is sent away.
constexpr uint64_t kHelloTimeoutUs = 10'000'000;
// A lobby is sent again this often while it waits, with each machine's round trip.
constexpr uint64_t kLobbyEveryUs = 1'000'000;
// After the end, the host keeps relaying until every machine has confirmed the last tick, at
// most this long.
constexpr uint64_t kEndingUs = 10'000'000;
constexpr size_t kHashesKept = 16;

std::string upper(std::string s) {
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
  return s;
}

std::string file_name(const std::filesystem::path& p) {
  return p.filename().string();
}

wire::Envelope refused(const std::string& reason) {
  wire::Envelope m;
  m.mutable_refused()->set_reason(reason);
  return m;
}

}  // namespace

struct Host::Impl {
  struct Member {
    ENetPeer* peer = nullptr;
    uint32_t id = 0;
    int32_t room = -1;
    enum class State { kHello, kChecking, kReady, kRacing, kGone } state = State::kHello;
    std::vector<wire::Player> players;    // names cleaned, cars the installation's names
    std::vector<bool> ready;              // per player: ready to race (lobby)
    std::vector<int32_t> humans;          // the race's humans it drives
    uint32_t ack = 0;                     // its confirmed tick
    std::map<uint32_t, uint64_t> hashes;  // its state hashes not compared yet
    uint64_t connected_us = 0;
    uint64_t bytes_in = 0, bytes_out = 0;
    std::string address;
  };

  struct Room {
    uint32_t id = 0;
    enum class Phase { kLobby, kRacing, kEnding, kDone } phase = Phase::kLobby;
    std::vector<uint32_t> members;
    assets::Replay setup;
    // Declared before the race: it is destroyed after the session it observes.
    std::unique_ptr<sim::session::Recorder> recorder;
    std::unique_ptr<Rollback> race;
    std::vector<std::vector<Reading>> history;  // every human's readings from tick 0
    std::vector<std::optional<uint32_t>> left_at;
    uint64_t tick0_us = 0, ending_since_us = 0, started_us = 0;
    uint64_t lobby_sent_us = 0;  // the last Lobby sent (the round trips go every second)
    std::time_t started_wall = 0;
    uint32_t end_tick = 0, last_send_tick = 0;
    bool sent_once = false;
    std::map<uint32_t, std::pair<uint64_t, std::vector<uint64_t>>> own_hashes;
    std::optional<uint32_t> desync_tick;
  };

  HostOptions options;
  HostLog log;
  sim::session::RaceData data;
  std::unique_ptr<EnetLink> link;
  std::map<uint32_t, Member> members;
  std::map<ENetPeer*, uint32_t> by_peer;
  std::vector<std::unique_ptr<Room>> rooms;
  uint32_t next_member = 1, next_room = 1;
  uint32_t started = 0, finished = 0, ended = 0;
  uint64_t opened_us = now_us();
  std::string race_words;

  // --- the log ---
  JsonLine event(const char* what) const {
    JsonLine l;
    l.number("t", double(now_us() - opened_us) / 1e6, 3).text("event", what);
    return l;
  }
  void write(const JsonLine& l) const {
    if (log) log(l.str());
  }

  Room* room_of(const Member& m) {
    for (auto& r : rooms)
      if (int32_t(r->id) == m.room) return r.get();
    return nullptr;
  }
  // A lobby with `players` seats free, else a new one while the rooms allow.
  Room* lobby(int32_t players = 1) {
    for (auto& r : rooms)
      if (r->phase == Room::Phase::kLobby && options.seats - seats_taken(*r) >= players)
        return r.get();
    if (int32_t(rooms.size()) >= options.max_rooms) return nullptr;
    auto r = std::make_unique<Room>();
    r->id = next_room++;
    rooms.push_back(std::move(r));
    return rooms.back().get();
  }
  int32_t seats_taken(const Room& r) const {
    int32_t n = 0;
    for (uint32_t id : r.members) n += int32_t(members.at(id).players.size());
    return n;
  }
  uint32_t host_tick(const Room& r) const {
    const uint64_t now = now_us();
    return now < r.tick0_us ? 0 : uint32_t((now - r.tick0_us) / (options.tick_ms * 1000ull));
  }

  void send(Member& m, const wire::Envelope& e) {
    m.bytes_out += e.ByteSizeLong();
    link->send(m.peer, e);
  }
  void refuse(Member& m, const std::string& reason) {
    send(m, refused(reason));
    link->disconnect_later(m.peer);
    write(event("refused").integer("peer", m.id).text("address", m.address).text("reason", reason));
    drop(m, nullptr);
  }

  // --- a machine arrives and says who it is ---
  void connected(ENetPeer* peer) {
    Member m;
    m.peer = peer;
    m.id = next_member++;
    m.connected_us = now_us();
    char ip[64] = "?";
    enet_address_get_host_ip(&peer->address, ip, sizeof ip);
    m.address = std::string(ip) + ":" + std::to_string(peer->address.port);
    by_peer[peer] = m.id;
    write(event("connect").integer("peer", m.id).text("address", m.address));
    members[m.id] = std::move(m);
  }

  void hello(Member& m, const wire::Hello& h) {
    if (m.state != Member::State::kHello) return violation(m, "a second Hello");
    if (h.protocol() != kProtocolVersion)
      return refuse(m, "this host speaks network protocol " + std::to_string(kProtocolVersion) +
                           ", yours is " + std::to_string(h.protocol()) +
                           ": both must run the same Un-POD");
    if (h.game_version() != game_version())
      return refuse(m, "this host runs Un-POD " + std::string(game_version()) + ", you run " +
                           (h.game_version().empty() ? "an unnamed version" : h.game_version()) +
                           ": the race must be the same program everywhere");
    if (!options.password.empty() && h.password() != options.password)
      return refuse(m, h.password().empty() ? "this race asks for a password"
                                            : "the password is not this race's");
    if (h.players_size() > options.seats)
      return refuse(m, "the race has " + std::to_string(options.seats) + " seat" +
                           (options.seats == 1 ? "" : "s") + " and you bring " +
                           std::to_string(h.players_size()) + " players");
    Room* r = lobby(h.players_size());
    if (!r) return refuse(m, no_room_reason());
    m.players.clear();
    m.ready.clear();
    for (int i = 0; i < h.players_size(); ++i) {
      wire::Player p = h.players(i);
      p.set_name(clean_name(p.name(), "PLAYER " + std::to_string(seats_taken(*r) + i + 1)));
      if (!p.car().empty()) {
        const std::string wanted = upper(p.car());
        std::string known;
        for (const std::string& c : data.car_names)
          if (upper(c) == wanted) known = c;
        if (known.empty()) {
          std::string names;
          for (const std::string& c : data.car_names) names += (names.empty() ? "" : ", ") + c;
          return refuse(
              m, "no car named '" + clean_name(p.car(), "?") + "' here; the host's cars: " + names);
        }
        p.set_car(known);
      }
      m.ready.push_back(!p.choosing());
      m.players.push_back(std::move(p));
    }
    m.room = int32_t(r->id);
    m.state = Member::State::kChecking;
    r->members.push_back(m.id);
    wire::Envelope w;
    auto* wl = w.mutable_welcome();
    wl->set_game_version(std::string(game_version()));
    wl->set_race(race_words);
    wl->mutable_circuit()->set_name(data.entry.name);
    wl->mutable_circuit()->set_file(file_name(data.entry.file));
    wl->mutable_circuit()->set_crc(data.circuit_crc);
    for (size_t c = 0; c < data.car_names.size(); ++c) {
      auto* f = wl->add_cars();
      f->set_name(data.car_names[c]);
      f->set_file(file_name(data.car_files[c]));
      f->set_crc(data.car_crcs[c]);
    }
    wl->set_seats(uint32_t(options.seats));
    wl->set_tick_ms(options.tick_ms);
    send(m, w);
    JsonLine l = event("join");
    std::string names = "[";
    for (const auto& p : m.players) {
      if (names.size() > 1) names += ',';
      names += json_string(p.name());
    }
    l.integer("peer", m.id).integer("room", r->id).raw("players", names + "]");
    write(l);
    lobby_changed(*r);
  }

  // Why a machine finds no seat: the open lobby too small for its players, or every room racing.
  std::string no_room_reason() const {
    for (const auto& r : rooms)
      if (r->phase == Room::Phase::kLobby)
        return "the race is full (" + std::to_string(options.seats) +
               (options.seats == 1 ? " seat)" : " seats)");
    if (options.max_rooms == 1) return "the race has already started: try again when it ends";
    return "the server is full (" + std::to_string(options.max_rooms) +
           " races at once): try again when one ends";
  }

  // Every lobby member is told who is in: each seat's name, car, machine, round trip and mark.
  void lobby_changed(Room& r) {
    wire::Envelope e;
    auto* l = e.mutable_lobby();
    l->set_seats(uint32_t(options.seats));
    l->set_host_starts(options.host_starts);
    for (uint32_t id : r.members) {
      const Member& m = members.at(id);
      for (size_t p = 0; p < m.players.size(); ++p) {
        l->add_names(m.players[p].name());
        auto* seat = l->add_taken();
        seat->set_name(m.players[p].name());
        seat->set_car(m.players[p].car());
        seat->set_machine(m.id);
        seat->set_round_trip_ms(round_trip_ms(m.peer));
        seat->set_ready(m.ready[p] && m.state == Member::State::kReady);
      }
    }
    for (uint32_t id : r.members) {
      l->set_your_machine(id);
      send(members.at(id), e);
    }
    r.lobby_sent_us = now_us();
  }

  // A player in the lobby picks a car or says ready (or not). A ready player's car stays.
  void choice(Member& m, const wire::Choice& c) {
    if (m.state != Member::State::kChecking && m.state != Member::State::kReady)
      return violation(m, "a choice out of the lobby");
    if (c.player() >= m.players.size()) return violation(m, "a choice for a player it lacks");
    Room* r = room_of(m);
    if (!r || r->phase != Room::Phase::kLobby) return;
    wire::Player& p = m.players[c.player()];
    if (!m.ready[c.player()]) {
      std::string known;
      const std::string wanted = upper(c.car());
      for (const std::string& name : data.car_names)
        if (upper(name) == wanted) known = name;
      if (!c.car().empty() && known.empty()) return violation(m, "a car the race lacks");
      p.set_car(known);
    }
    m.ready[c.player()] = c.ready();
    write(event("choice")
              .integer("room", r->id)
              .integer("peer", m.id)
              .text("name", p.name())
              .text("car", p.car())
              .integer("ready", c.ready() ? 1 : 0));
    lobby_changed(*r);
    maybe_start(*r);
  }

  void data_checked(Member& m, const wire::DataChecked& d) {
    if (m.state != Member::State::kChecking) return violation(m, "a data check out of turn");
    if (!d.problem().empty()) return refuse(m, d.problem());
    m.state = Member::State::kReady;
    if (Room* r = room_of(m)) {
      lobby_changed(*r);  // its players' ready marks count from now
      maybe_start(*r);
    }
  }

  // --- the race ---
  // The race starts once every player in the lobby is ready (their data checked) and the seats
  // are taken, or, when the first machine starts it (a game that hosts), once a second machine
  // is in: empty seats go to computer cars.
  void maybe_start(Room& r) {
    if (r.phase != Room::Phase::kLobby || r.members.empty()) return;
    if (options.host_starts ? r.members.size() < 2 : seats_taken(r) != options.seats) return;
    for (uint32_t id : r.members) {
      const Member& m = members.at(id);
      if (m.state != Member::State::kReady) return;
      for (bool ready : m.ready)
        if (!ready) return;
    }
    sim::session::RaceRequest req = options.race;
    req.network = true;
    req.human_cars.clear();
    std::vector<wire::Player> players;
    for (uint32_t id : r.members)
      for (const auto& p : members.at(id).players) {
        req.human_cars.push_back(p.car());
        players.push_back(p);
      }
    std::string error;
    auto plan = sim::session::plan_race(data, req, error);
    if (!plan) return stop_room(r, "the race cannot be set up: " + error);
    r.setup = plan->setup;
    std::vector<sim::controls::Device> devices;
    for (size_t h = 0; h < players.size(); ++h) {
      r.setup.racers[h].driver = players[h].name();
      devices.push_back(device_of(players[h]));
      r.setup.devices[h] = sim::session::to_replay(devices.back());
    }
    auto session = sim::session::make_session(data, r.setup, error);
    if (!session) return stop_room(r, "the race cannot be set up: " + error);
    r.recorder = std::make_unique<sim::session::Recorder>(*session, r.setup);
    session->start();
    r.race = std::make_unique<Rollback>(std::move(session), devices, kStartMs, options.tick_ms,
                                        options.window, r.recorder.get());
    r.race->on_confirmed([this, &r](uint32_t ticks) { confirmed_tick(r, ticks); });
    r.history.assign(players.size(), {});
    r.left_at.assign(players.size(), std::nullopt);
    r.started_us = now_us();
    r.started_wall = std::time(nullptr);
    r.tick0_us = r.started_us + kStartLeadMs * 1000ull;
    r.phase = Room::Phase::kRacing;
    const std::vector<uint8_t> description = assets::encode_replay(r.setup);
    int32_t human = 0;
    for (uint32_t id : r.members) {
      Member& m = members.at(id);
      m.state = Member::State::kRacing;
      m.humans.clear();
      wire::Envelope e;
      auto* s = e.mutable_start();
      s->set_description(description.data(), description.size());
      for (size_t p = 0; p < m.players.size(); ++p) {
        m.humans.push_back(human);
        s->add_your_humans(uint32_t(human++));
      }
      s->set_tick_ms(options.tick_ms);
      s->set_window(options.window);
      s->set_hash_every(options.hash_every);
      s->set_tick0_host_us(r.tick0_us);
      s->set_room(r.id);
      send(m, e);
    }
    ++started;
    std::string names = "[";
    for (const auto& p : players) {
      if (names.size() > 1) names += ',';
      names += json_string(p.name());
    }
    write(event("start")
              .integer("room", r.id)
              .text("race", race_words)
              .raw("humans", names + "]")
              .integer("cars", int64_t(r.setup.racers.size()))
              .integer("tick_ms", options.tick_ms));
    lobby();  // the next race's lobby opens at once
  }

  void confirmed_tick(Room& r, uint32_t ticks) {
    if (ticks % options.hash_every != 0) return;
    const auto& s = r.race->confirmed_session();
    r.own_hashes[ticks] = {s.hash(), s.checkpoint()};
    while (r.own_hashes.size() > kHashesKept) r.own_hashes.erase(r.own_hashes.begin());
  }

  void inputs(Member& m, const wire::Inputs& in) {
    Room* r = room_of(m);
    if (!r || m.state != Member::State::kRacing ||
        (r->phase != Room::Phase::kRacing && r->phase != Room::Phase::kEnding))
      return;  // a late datagram after the end, or one before the start: nothing to take
    const uint32_t limit = host_tick(*r) + options.window + kAheadSlack;
    for (const wire::Readings& rd : in.readings()) {
      const int32_t h = int32_t(rd.human());
      if (std::find(m.humans.begin(), m.humans.end(), h) == m.humans.end())
        return violation(m, "readings for human " + std::to_string(h) + ", not its own");
      std::vector<Reading>& hist = r->history[size_t(h)];
      uint32_t t = in.first_tick();
      for (const Reading& reading : unpack(rd)) {
        if (t < hist.size()) {
          if (hist[t] != reading)
            return violation(
                m, "a different reading for tick " + std::to_string(t) + " than it sent before");
        } else if (t > hist.size()) {
          return violation(m, "a reading for tick " + std::to_string(t) + " past a missing one (" +
                                  std::to_string(hist.size()) + ")");
        } else if (t > limit) {
          return violation(m, "a reading for tick " + std::to_string(t) +
                                  ", far ahead of the race (tick " + std::to_string(host_tick(*r)) +
                                  ")");
        } else {
          hist.push_back(reading);
          r->race->confirm(h, t, reading);
        }
        ++t;
      }
    }
    // Its confirmed tick, no further than what it can have had from here.
    uint32_t most = UINT32_MAX;
    for (const auto& hist : r->history) most = std::min(most, uint32_t(hist.size()));
    m.ack = std::max(m.ack, std::min(in.ack(), most));
    if (in.hash_tick() != 0) {
      if (in.hash_tick() % options.hash_every != 0 || in.hash_tick() > limit)
        return violation(m, "a state hash for tick " + std::to_string(in.hash_tick()));
      // Kept until the host's own race reaches that tick. (A machine whose uplink lost more than
      // a message's ticks may have confirmed past what the host has of its readings: not a
      // fault.)
      if (m.hashes.size() < kHashesKept) m.hashes.emplace(in.hash_tick(), in.hash());
    }
  }

  void violation(Member& m, const std::string& what) {
    write(event("disconnected")
              .integer("peer", m.id)
              .text("address", m.address)
              .text("reason", "the protocol does not allow " + what));
    link->disconnect_now(m.peer);
    drop(m, "sent what the protocol does not allow");
  }

  // A member goes: from the lobby, or from the race, its humans out from the first tick the
  // host lacks of theirs (every machine has had no reading of theirs past it).
  void drop(Member& m, const char* why) {
    if (m.state == Member::State::kGone) return;
    Room* r = room_of(m);
    const auto state = m.state;
    m.state = Member::State::kGone;
    by_peer.erase(m.peer);
    if (!r) return;
    if (state == Member::State::kRacing && r->phase == Room::Phase::kRacing) {
      for (int32_t h : m.humans) {
        const auto at = uint32_t(r->history[size_t(h)].size());
        r->left_at[size_t(h)] = at;
        wire::Envelope e;
        e.mutable_left()->set_human(uint32_t(h));
        e.mutable_left()->set_tick(at);
        e.mutable_left()->set_why(why ? why : "left");
        for (uint32_t id : r->members)
          if (id != m.id && members.at(id).state == Member::State::kRacing) send(members.at(id), e);
        write(event("leave")
                  .integer("room", r->id)
                  .integer("peer", m.id)
                  .text("driver", r->setup.racers[size_t(h)].driver)
                  .integer("tick", at)
                  .text("why", why ? why : "left"));
      }
      extend_left(*r);
    } else if (r->phase == Room::Phase::kLobby) {
      r->members.erase(std::find(r->members.begin(), r->members.end(), m.id));
      write(event("leave")
                .integer("room", r->id)
                .integer("peer", m.id)
                .text("why", why ? why : "left"));
      lobby_changed(*r);
      maybe_start(*r);
    }
  }

  // The readings of humans whose machine left: "left" up to where the others may run.
  void extend_left(Room& r) {
    const uint32_t until = host_tick(r) + options.window + 2;
    Reading left;
    left.left = true;
    for (size_t h = 0; h < r.history.size(); ++h) {
      if (!r.left_at[h]) continue;
      auto& hist = r.history[h];
      while (hist.size() < until) {
        r.race->confirm(int32_t(h), uint32_t(hist.size()), left);
        hist.push_back(left);
      }
    }
  }

  void run(Room& r) {
    if (r.phase == Room::Phase::kRacing) {
      extend_left(r);
      r.race->advance_confirmed();
      compare_hashes(r);
      if (r.phase != Room::Phase::kRacing) return;
      if (r.race->confirmed_session().over()) return end_race(r);
      if (uint64_t(host_tick(r)) * options.tick_ms > uint64_t(options.max_race_minutes) * 60000)
        return stop_room(r, "the race ran past the server's limit of " +
                                std::to_string(options.max_race_minutes) + " minutes");
      bool anyone = false;
      for (uint32_t id : r.members)
        anyone = anyone || members.at(id).state == Member::State::kRacing;
      if (!anyone) return stop_room(r, "every machine left");
    }
    if (r.phase == Room::Phase::kEnding) {
      bool all = true;
      for (uint32_t id : r.members) {
        const Member& m = members.at(id);
        if (m.state == Member::State::kRacing && m.ack < r.end_tick) all = false;
      }
      if (all || now_us() - r.ending_since_us > kEndingUs) {
        for (uint32_t id : r.members) {
          Member& m = members.at(id);
          if (m.state == Member::State::kRacing) {
            link_figures(r, m);
            link->disconnect_later(m.peer);
            m.state = Member::State::kGone;
            by_peer.erase(m.peer);
          }
        }
        r.phase = Room::Phase::kDone;
      }
    }
  }

  void compare_hashes(Room& r) {
    for (uint32_t id : r.members) {
      Member& m = members.at(id);
      for (auto it = m.hashes.begin(); it != m.hashes.end();) {
        auto own = r.own_hashes.find(it->first);
        if (own == r.own_hashes.end()) {
          // Not reached here yet, or too old to compare.
          if (!r.own_hashes.empty() && it->first < r.own_hashes.begin()->first)
            it = m.hashes.erase(it);
          else
            ++it;
          continue;
        }
        if (own->second.first != it->second) return desync(r, m, it->first);
        it = m.hashes.erase(it);
      }
    }
  }

  void write_replay(Room& r, const assets::Replay& replay, const char* kind) {
    if (options.replays.empty()) return;
    std::error_code ec;
    std::filesystem::create_directories(options.replays, ec);
    // The circuit, when the race started (UTC) and its room: e.g. DUSKRING-20261207-061530-1.rpl
    // (the game's replay extension).
    char when[32] = "";
    std::tm t{};
    if (gmtime_r(&r.started_wall, &t)) std::strftime(when, sizeof when, "%Y%m%d-%H%M%S", &t);
    std::string name = r.setup.circuit;
    name += '-';
    name += when;
    name += '-';
    name += std::to_string(r.id);
    name += kind;
    name += ".rpl";
    const auto path = options.replays / name;
    if (std::string e = assets::write_replay(path, replay); !e.empty())
      write(event("error").text("what", e));
    else
      write(event("replay").integer("room", r.id).text("file", path.string()));
  }

  void end_race(Room& r) {
    r.end_tick = r.race->confirmed();
    std::optional<assets::Replay> replay = r.race->finish();
    const auto& s = r.race->confirmed_session();
    wire::Envelope e;
    e.mutable_end()->set_why(wire::End::FINISHED);
    e.mutable_end()->set_tick(r.end_tick);
    e.mutable_end()->set_final_hash(s.hash());
    for (uint32_t id : r.members)
      if (members.at(id).state == Member::State::kRacing) send(members.at(id), e);
    char hash[24];
    std::snprintf(hash, sizeof hash, "0x%016llx", static_cast<unsigned long long>(s.hash()));
    write(event("finish")
              .integer("room", r.id)
              .integer("tick", r.end_tick)
              .text("state_hash", hash)
              .raw("results", results_json(r.setup, s)));
    if (replay) write_replay(r, *replay, "");
    ++finished;
    ++ended;
    r.phase = Room::Phase::kEnding;
    r.ending_since_us = now_us();
  }

  void desync(Room& r, Member& m, uint32_t tick) {
    const auto& own = r.own_hashes.at(tick);
    wire::Envelope e;
    e.mutable_end()->set_why(wire::End::DESYNC);
    e.mutable_end()->set_tick(tick);
    for (uint64_t p : own.second) e.mutable_end()->add_parts(p);
    e.mutable_end()->set_message(m.players.front().name() +
                                 "'s race differs from the host's at tick " + std::to_string(tick));
    for (uint32_t id : r.members)
      if (members.at(id).state == Member::State::kRacing) send(members.at(id), e);
    write(event("desync").integer("room", r.id).integer("peer", m.id).integer("tick", tick));
    write_replay(r, r.recorder->replay(), "-desync");
    ++ended;
    r.desync_tick = tick;
    close_room(r);
  }

  void stop_room(Room& r, const std::string& why) {
    if (r.phase == Room::Phase::kEnding) {
      close_room(r);
      return;
    }
    if (r.phase == Room::Phase::kRacing) {
      wire::Envelope e;
      e.mutable_end()->set_why(wire::End::STOPPED);
      e.mutable_end()->set_tick(r.race->confirmed());
      e.mutable_end()->set_message(why);
      for (uint32_t id : r.members)
        if (members.at(id).state == Member::State::kRacing) send(members.at(id), e);
      write(event("stopped")
                .integer("room", r.id)
                .text("why", why)
                .raw("results", results_json(r.setup, r.race->confirmed_session())));
      write_replay(r, r.recorder->replay(), "-stopped");
      ++ended;
    } else {
      for (uint32_t id : r.members) {
        Member& m = members.at(id);
        if (m.state != Member::State::kGone) send(m, refused(why));
      }
      write(event("stopped").integer("room", r.id).text("why", why));
    }
    close_room(r);
  }

  void close_room(Room& r) {
    for (uint32_t id : r.members) {
      Member& m = members.at(id);
      if (m.state == Member::State::kGone) continue;
      link_figures(r, m);
      link->disconnect_later(m.peer);
      m.state = Member::State::kGone;
      by_peer.erase(m.peer);
    }
    r.phase = Room::Phase::kDone;
  }

  void link_figures(const Room& r, const Member& m) {
    const double seconds = std::max(1e-3, double(now_us() - r.started_us) / 1e6);
    write(event("link")
              .integer("room", r.id)
              .integer("peer", m.id)
              .integer("round_trip_ms", round_trip_ms(m.peer))
              .number("loss", packet_loss(m.peer), 4)
              .number("bytes_in_per_s", double(m.bytes_in) / seconds, 1)
              .number("bytes_out_per_s", double(m.bytes_out) / seconds, 1));
  }

  // What each machine lacks of the others' readings, from its confirmed tick.
  void relay(Room& r) {
    if (r.phase != Room::Phase::kRacing && r.phase != Room::Phase::kEnding) return;
    const uint32_t tick = host_tick(r);
    if (r.sent_once && tick < r.last_send_tick + kSendEveryTicks) return;
    r.sent_once = true;
    r.last_send_tick = tick;
    for (uint32_t id : r.members) {
      Member& m = members.at(id);
      if (m.state != Member::State::kRacing) continue;
      uint32_t ack = UINT32_MAX;
      for (int32_t h : m.humans) ack = std::min(ack, uint32_t(r.history[size_t(h)].size()));
      for (uint32_t span = kMaxTicksPerMessage;; span /= 2) {
        wire::Envelope e;
        auto* in = e.mutable_inputs();
        in->set_first_tick(m.ack);
        in->set_ack(ack);
        for (size_t h = 0; h < r.history.size(); ++h) {
          if (std::find(m.humans.begin(), m.humans.end(), int32_t(h)) != m.humans.end()) continue;
          const auto& hist = r.history[h];
          const uint32_t end = std::min<uint32_t>(uint32_t(hist.size()), m.ack + span);
          if (end <= m.ack) continue;
          auto* rd = in->add_readings();
          rd->set_human(uint32_t(h));
          pack(std::vector<Reading>(hist.begin() + m.ack, hist.begin() + end), *rd);
        }
        if (e.ByteSizeLong() <= kMaxUnsequencedBytes || span == 1) {
          send(m, e);
          break;
        }
      }
    }
  }

  void received(Member& m, const EnetLink::Event& ev) {
    m.bytes_in += ev.data.size();
    std::string error;
    auto msg = decode(ev.data, ev.channel, Side::kMachine, error);
    if (!msg) return violation(m, error);
    using E = wire::Envelope;
    switch (msg->body_case()) {
      case E::kHello:
        return hello(m, msg->hello());
      case E::kDataChecked:
        return data_checked(m, msg->data_checked());
      case E::kPing: {
        wire::Envelope p;
        p.mutable_pong()->set_sent_us(msg->ping().sent_us());
        p.mutable_pong()->set_host_us(now_us());
        return send(m, p);
      }
      case E::kInputs:
        if (m.state == Member::State::kHello) return violation(m, "inputs before Hello");
        return inputs(m, msg->inputs());
      case E::kChoice:
        return choice(m, msg->choice());
      case E::kBye:
        write(
            event("bye").integer("peer", m.id).text("reason", clean_name(msg->bye().reason(), "")));
        link->disconnect_later(m.peer);
        return drop(m, "left the race");
      default:
        return violation(m, "that message from a machine");
    }
  }

  void service(uint32_t timeout_ms) {
    for (uint32_t wait = timeout_ms;; wait = 0) {
      EnetLink::Event ev = link->service(wait);
      if (ev.kind == EnetLink::Event::kNone) break;
      if (ev.kind == EnetLink::Event::kConnect) {
        connected(ev.peer);
        continue;
      }
      auto it = by_peer.find(ev.peer);
      if (it == by_peer.end()) continue;  // sent away already
      Member& m = members.at(it->second);
      if (ev.kind == EnetLink::Event::kDisconnect) {
        write(event("disconnect").integer("peer", m.id));
        drop(m, "timed out or disconnected");
      } else {
        received(m, ev);
      }
    }
    const uint64_t now = now_us();
    for (auto& [id, m] : members)
      if (m.state == Member::State::kHello && now - m.connected_us > kHelloTimeoutUs)
        refuse(m, "no Hello in time");
    for (auto& r : rooms) {
      run(*r);
      relay(*r);
      if (r->phase == Room::Phase::kLobby && !r->members.empty() &&
          now - r->lobby_sent_us >= kLobbyEveryUs)
        lobby_changed(*r);
    }
    // Rooms done and members gone are forgotten.
    std::erase_if(rooms, [](const auto& r) { return r->phase == Room::Phase::kDone; });
    for (auto& r : rooms)
      std::erase_if(r->members,
                    [this](uint32_t id) { return members.at(id).state == Member::State::kGone; });
    std::erase_if(members, [](const auto& kv) { return kv.second.state == Member::State::kGone; });
    link->flush();
  }
};

Host::Host(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Host::~Host() = default;

std::unique_ptr<Host> Host::open(const assets::Installation& installation, HostOptions options,
                                 HostLog log, std::string& error) {
  auto impl = std::make_unique<Impl>();
  if (options.seats < 1 || options.seats > kMaxHumans) {
    error = "seats must be 1 to " + std::to_string(kMaxHumans);
    return nullptr;
  }
  if (!sim::session::load_race_data(installation, options.race.circuit, impl->data, error))
    return nullptr;
  // The race must be one the seats can hold: planned once now with the installation's cars.
  sim::session::RaceRequest req = options.race;
  req.network = true;
  req.human_cars.assign(size_t(options.seats), "");
  auto plan = sim::session::plan_race(impl->data, req, error);
  if (!plan) return nullptr;
  static const char* const kDifficulty[3] = {"EASY", "NORMAL", "HARD"};
  impl->race_words = impl->data.entry.display_name + (plan->setup.direction ? " mirrored" : "") +
                     ", " + std::to_string(plan->setup.laps) +
                     (plan->setup.laps == 1 ? " lap, " : " laps, ") +
                     kDifficulty[std::clamp(plan->setup.difficulty, 0, 2)] + ", " +
                     std::to_string(plan->setup.racers.size()) + " cars";
  impl->link = EnetLink::listen(options.address, options.port, options.max_connections, error);
  if (!impl->link) return nullptr;
  impl->options = std::move(options);
  impl->log = std::move(log);
  impl->lobby();
  impl->write(impl->event("listening")
                  .text("address", impl->options.address)
                  .integer("port", impl->link->port())
                  .text("race", impl->race_words)
                  .integer("seats", impl->options.seats)
                  .text("version", kVersionText));
  return std::unique_ptr<Host>(new Host(std::move(impl)));
}

void Host::service(uint32_t timeout_ms) {
  impl_->service(timeout_ms);
}

void Host::stop(const std::string& why) {
  for (auto& r : impl_->rooms)
    if (r->phase != Impl::Room::Phase::kDone && !r->members.empty()) impl_->stop_room(*r, why);
  for (auto& [id, m] : impl_->members)
    if (m.state != Impl::Member::State::kGone) impl_->refuse(m, why);
  impl_->link->flush();
  // A moment for the goodbyes to leave (bounded: ENet's disconnect_later waits for the queue).
  const uint64_t until = now_us() + 200'000;
  while (now_us() < until) impl_->link->service(10);
  impl_->write(impl_->event("stopped").text("why", why));
}

uint16_t Host::port() const {
  return impl_->link->port();
}
uint32_t Host::races_started() const {
  return impl_->started;
}
uint32_t Host::races_finished() const {
  return impl_->finished;
}
uint32_t Host::races_ended() const {
  return impl_->ended;
}
int32_t Host::rooms_racing() const {
  int32_t n = 0;
  for (const auto& r : impl_->rooms)
    if (r->phase == Impl::Room::Phase::kRacing || r->phase == Impl::Room::Phase::kEnding) ++n;
  return n;
}

std::vector<Host::Peer> Host::peers() const {
  std::vector<Peer> out;
  const uint64_t now = now_us();
  for (const auto& [id, m] : impl_->members) {
    if (m.state == Impl::Member::State::kGone) continue;
    Peer p;
    for (const wire::Player& player : m.players)
      p.names += (p.names.empty() ? "" : ", ") + player.name();
    p.round_trip_ms = round_trip_ms(m.peer);
    p.loss = packet_loss(m.peer);
    const double seconds = std::max(1e-3, double(now - m.connected_us) / 1e6);
    p.bytes_in_per_s = double(m.bytes_in) / seconds;
    p.bytes_out_per_s = double(m.bytes_out) / seconds;
    p.confirmed_tick = m.ack;
    p.racing = m.state == Impl::Member::State::kRacing;
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace unpod::net
