#include "screens/network_race.h"

#include <cctype>
#include <iostream>

#include "controls/player_devices.h"
#include "race/network_view.h"
#include "race/results_text.h"
#include "screens/network_lobby.h"
#include "screens/results_screen.h"
#include "unpod/sim/session/replay.h"
#include "unpod/sim/session/runner.h"

namespace unpod::game::screens {
namespace {

// How long "NAME LEFT" stays over the race.
constexpr uint32_t kLeftBannerMs = 4000;
// The connection mark turns red when, over the last second, the race waited for a machine or
// showed this many ticks wrongly (a quarter of a second's at the default tick).
constexpr uint64_t kResimulatedWarning = 16;
constexpr uint32_t kMarkEveryMs = 1000;

enum MenuRow { kContinue, kRetire, kLeave };

// Which racers this machine's players drive: their cars are never eased.
std::vector<bool> local_cars(size_t racers, const std::vector<int32_t>& mine) {
  std::vector<bool> local(racers, false);
  for (const int32_t h : mine)
    if (h >= 0 && size_t(h) < racers) local[size_t(h)] = true;
  return local;
}

}  // namespace

std::unique_ptr<NetworkRace> NetworkRace::start(Game& game, std::shared_ptr<NetworkPlay> play,
                                                std::string& error) {
  if (!game.status().installation) {
    error = "no installation to race on";
    return nullptr;
  }
  auto race = load_race(*game.status().installation, play->machine().setup(), error);
  if (!race) return nullptr;
  std::cout << "Race: " << race->data.entry.name << ", " << race->setup.laps << " laps, "
            << race->racers.size() << " cars" << std::endl;
  return std::make_unique<NetworkRace>(game, std::move(play), std::move(race));
}

NetworkRace::NetworkRace(Game& game, std::shared_ptr<NetworkPlay> play,
                         std::unique_ptr<LoadedRace> race)
    : game_(game),
      play_(std::move(play)),
      race_(std::move(race)),
      screen_(*race_, game.options(), game.settings().controls, play_->machine().my_humans()),
      smoothing_(local_cars(race_->racers.size(), play_->machine().my_humans())) {
  screen_.set_audio(
      RaceAudio::open(*race_, game.options(), game.demo_disc(), game.status().installation->root));
}

engine::MenuPage NetworkRace::menu_page() const {
  engine::MenuPage page;
  page.title = "NETWORK RACE";
  page.dim_behind = true;
  page.lines = {"THE RACE GOES ON:", "A NETWORK RACE CANNOT STOP FOR ONE PLAYER"};
  const bool two = play_->machine().my_humans().size() > 1;
  engine::MenuRow retire{two ? "RETIRE (BOTH PLAYERS)" : "RETIRE"};
  retire.enabled = !retired_;
  page.rows = {{"CONTINUE"}, retire, {"LEAVE THE RACE"}};
  page.selected = menu_row_;
  page.footer = kMenuFooter;
  return page;
}

bool NetworkRace::menu(const Frame& frame) {
  const MenuMove move =
      menu_move(menu_page(), menu_row_, frame.input, frame.actions, frame.window, menu_rest_);
  menu_row_ = move.selected;
  if (move.back)
    menu_row_ = kContinue;
  else if (!move.accepted)
    return false;
  switch (menu_row_) {
    case kContinue:
      menu_open_ = false;
      std::cout << "Screen: race" << std::endl;
      break;
    case kRetire:
      retired_ = true;
      menu_open_ = false;
      std::cout << "Network: retired" << std::endl << "Screen: race" << std::endl;
      break;
    case kLeave:
      std::cout << "Network: left the race" << std::endl;
      play_->machine().leave("the player left");
      game_.show(std::make_unique<NetworkLobby>(game_, play_));
      return true;
    default:
      break;
  }
  return false;
}

void NetworkRace::update_connection(uint32_t wall_ms) {
  const net::MachineFigures f = play_->machine().figures();
  if (stats_at_ == 0 || wall_ms - stats_at_ >= kMarkEveryMs) {
    const bool waited = f.rollback.waits > last_stats_.waits;
    const bool back =
        f.rollback.ticks_resimulated - last_stats_.ticks_resimulated >= kResimulatedWarning;
    const std::string rtt = "NET " + std::to_string(f.round_trip_ms) + " MS";
    if (stats_at_ != 0)
      screen_.set_connection(waited ? rtt + " WAIT" : back ? rtt + " LAG" : rtt, waited || back);
    else
      screen_.set_connection(rtt, false);
    last_stats_ = f.rollback;
    stats_at_ = wall_ms == 0 ? 1 : wall_ms;
  }
}

void NetworkRace::handle(const Frame& frame) {
  const controls::ActionFrame& actions = screen_.handle(frame.input, frame.seconds);
  // No pause in a network race: the others race on.
  screen_.set_paused(false);
  if (menu_open_) {
    if (menu(frame)) return;  // left the race
  } else if (actions.went_down(controls::Action::kQuit) ||
             actions.went_down(controls::Action::kPause)) {
    menu_open_ = true;
    menu_row_ = kContinue;
    std::cout << "Screen: network race menu" << std::endl;
  }
  // Each local player's reading as their race's device record reads it; nothing held while the
  // menu takes the keys.
  const PlayerDevices& devices = screen_.devices();
  const net::Machine& machine = play_->machine();
  play_->service([&](int32_t player, int64_t) {
    net::Reading r;
    const auto& mine = machine.my_humans();
    if (size_t(player) >= devices.size() || size_t(player) >= mine.size()) return r;
    const auto& record = machine.setup().devices[size_t(mine[size_t(player)])];
    if (!menu_open_)
      r = controls::reading_as(sim::session::device_of(record), devices[size_t(player)]);
    r.retire = r.retire || retired_;
    return r;
  });
  net::Machine& m = play_->machine();
  std::vector<std::string> news;
  network_news(m, &news);
  for (const std::string& n : news)
    if (const size_t at = n.find(" left the race"); at != std::string::npos && at > 0) {
      std::string banner = n.substr(0, at);
      for (char& c : banner) c = char(std::toupper(static_cast<unsigned char>(c)));
      left_ = {banner + " LEFT"};
      left_at_ = frame.wall_ms;
      std::cout << "Notice: " << left_.front() << std::endl;
    }
  screen_.set_notice(
      left_at_ && frame.wall_ms - *left_at_ <= kLeftBannerMs ? left_ : std::vector<std::string>{});
  if (m.phase() == net::Machine::Phase::kFailed) {
    std::cout << "Network: " << m.message() << std::endl;
    game_.show(std::make_unique<NetworkLobby>(game_, play_));
    return;
  }
  update_connection(frame.wall_ms);
  if (const net::Rollback* rb = m.race()) {
    // The shown race drawn as it stands (a copy: the rollback makes its own again at will), the
    // sounds and events of the ticks shown for the first time.
    race_->session = rb->shown_session().copy();
    // A rollback since the last frame: the remote cars it moved drawn on from where they were.
    const std::vector<net::CarMotion> cars = net::car_motions(*race_->session);
    smoothing_.frame(cars, rb->stats().rollbacks != seen_rollbacks_,
                     double(rb->shown() - seen_tick_) * m.tick_ms() / 1000.0, frame.seconds);
    seen_rollbacks_ = rb->stats().rollbacks;
    seen_tick_ = rb->shown();
    std::vector<engine::Vec3f> offsets;
    for (size_t r = 0; r < cars.size(); ++r) {
      const net::Place o = smoothing_.offset(r);
      offsets.push_back({float(o[0]), float(o[1]), float(o[2])});
    }
    screen_.set_drawn_offsets(std::move(offsets));
    std::vector<uint16_t> sounds;
    std::vector<sim::race::Event> events;
    for (const auto& f : rb->fresh()) {
      sounds.resize(std::max(sounds.size(), f.sounds.size()));
      for (size_t r = 0; r < f.sounds.size(); ++r) sounds[r] |= f.sounds[r];
      events.insert(events.end(), f.events.begin(), f.events.end());
    }
    screen_.shown_frame(frame.wall_ms, frame.seconds, rb->fresh().empty() ? nullptr : &sounds,
                        rb->fresh().empty() ? nullptr : &events);
  }
  if (m.phase() == net::Machine::Phase::kOver) results();
}

void NetworkRace::results() {
  const net::Rollback* rb = play_->machine().race();
  // The race as every machine confirmed it, ended (the run to the line ran on it).
  race_->session = rb->confirmed_session().copy();
  race_->finished = true;
  race_->recorded = play_->machine().replay();
  std::vector<std::string> names;
  for (const Racer& r : race_->racers) names.push_back(r.driver);
  std::cout << results_text(race_->session->results(), names) << std::flush;
  auto screen =
      std::make_unique<ResultsScreen>(game_, std::move(race_), sim::session::RaceRequest{});
  screen->set_network(play_);
  game_.show(std::move(screen));
}

void NetworkRace::draw(platform::PixelSize window) {
  screen_.draw(window);
  if (menu_open_) game_.draw_menu(menu_page(), window);
}

std::optional<uint32_t> NetworkRace::race_ms() const {
  if (!race_ || !race_->session) return std::nullopt;
  const int64_t ms = sim::session::race_ms(*race_->session);
  return ms < 0 ? 0u : uint32_t(ms);
}

std::optional<engine::overlay::RaceView> NetworkRace::overlay_view() const {
  engine::overlay::RaceView view = screen_.overlay_view();
  view.network = network_view(*play_, smoothing_);
  return view;
}

}  // namespace unpod::game::screens
