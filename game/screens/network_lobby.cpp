#include "screens/network_lobby.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

#include "screens/main_menu.h"
#include "screens/menu_text.h"
#include "screens/network_race.h"

namespace unpod::game::screens {
namespace {

// A seat's line: its number, name, car, machine (A, B ... in the order they joined), round
// trip and mark, in columns.
std::string seat_line(size_t n, const net::LobbySeat& s, char machine) {
  char line[96];
  std::snprintf(line, sizeof line, "%zu %-16s %-10s %c %4u MS %s", n, s.name.c_str(),
                s.car.empty() ? "ANY CAR" : s.car.c_str(), machine, s.round_trip_ms,
                s.ready ? "READY" : "");
  return menu_upper(line);
}

}  // namespace

void network_news(net::Machine& machine, std::vector<std::string>* kept) {
  for (std::string& n : machine.take_news()) {
    std::cout << "Network: " << n << std::endl;
    // The race in words is on the page already.
    if (!kept || n.starts_with("in the lobby: ")) continue;
    kept->push_back(std::move(n));
    if (kept->size() > 3) kept->erase(kept->begin());
  }
}

NetworkLobby::NetworkLobby(Game& game, std::shared_ptr<NetworkPlay> play)
    : MenuScreen(game), play_(std::move(play)) {
  cars_ = play_->cars();
}

std::vector<NetworkLobby::Row> NetworkLobby::rows() const {
  if (play_->machine().phase() == net::Machine::Phase::kFailed) return {Row::kLeave};
  std::vector<Row> r = {Row::kCar1};
  if (cars_.size() > 1) r.push_back(Row::kCar2);
  r.push_back(Row::kReady);
  r.push_back(Row::kLeave);
  return r;
}

void NetworkLobby::handle(const Frame& frame) {
  if (leaving_) return;
  play_->service({});
  network_news(play_->machine(), &news_);
  if (play_->machine().phase() == net::Machine::Phase::kRacing) {
    std::string error;
    if (auto race = NetworkRace::start(game_, play_, error)) {
      game_.show(std::move(race));
      return;
    }
    std::cerr << "unpod: " << error << "\n";
    news_.push_back(error);
    play_->machine().leave(error);
  }
  const std::vector<Row> r = rows();
  // Return readies (or starts) once welcomed: the row the lobby opens on.
  if (!placed_ && play_->machine().phase() == net::Machine::Phase::kLobby) {
    placed_ = true;
    selected_ = int(std::find(r.begin(), r.end(), Row::kReady) - r.begin());
  }
  selected_ = std::clamp(selected_, 0, int(r.size()) - 1);
  MenuScreen::handle(frame);
}

engine::MenuPage NetworkLobby::page() const {
  engine::MenuPage p;
  p.title = "NETWORK RACE";
  const net::Machine& m = play_->machine();
  p.lines.push_back(play_->hosting() ? "HOSTING ON " + menu_upper(play_->where())
                                     : "HOST " + menu_upper(play_->where()));
  if (!m.race_words().empty()) p.lines.push_back(menu_upper(m.race_words()));
  switch (m.phase()) {
    case net::Machine::Phase::kConnecting:
      p.lines.push_back("CONNECTING ...");
      break;
    case net::Machine::Phase::kLobby: {
      // The seats: the taken ones, this machine's highlighted, then the free ones.
      std::vector<uint32_t> machines;
      for (const net::LobbySeat& s : m.lobby_seats()) {
        if (std::find(machines.begin(), machines.end(), s.machine) == machines.end())
          machines.push_back(s.machine);
        const size_t letter =
            size_t(std::find(machines.begin(), machines.end(), s.machine) - machines.begin());
        p.lines.push_back(seat_line(p.line_highlight.size() + 1, s, char('A' + letter % 26)));
        p.line_highlight.push_back(s.mine);
      }
      for (uint32_t n = uint32_t(m.lobby_seats().size()); n < m.seat_count(); ++n) {
        p.lines.push_back(std::to_string(n + 1) +
                          (m.host_starts() ? " FREE (A COMPUTER CAR IF NOBODY COMES)" : " FREE"));
        p.line_highlight.push_back(false);
      }
      // Lines before the seats are not highlighted.
      p.line_highlight.insert(p.line_highlight.begin(), p.lines.size() - p.line_highlight.size(),
                              false);
      if (!m.host_starts())
        p.lines.push_back("THE RACE STARTS WHEN EVERY SEAT IS TAKEN AND READY");
      else if (play_->hosting())
        p.lines.push_back(ready_ ? "THE RACE STARTS WHEN EVERYONE IS READY"
                                 : "START RACE WHEN EVERYONE IS READY");
      else
        p.lines.push_back("THE HOST STARTS THE RACE WHEN EVERYONE IS READY");
      break;
    }
    case net::Machine::Phase::kFailed:
      for (const std::string& l : engine::wrap_menu_text(menu_upper(m.message()), 60))
        p.alerts.push_back(l);
      break;
    default:
      break;
  }
  for (const std::string& n : news_)
    if (n != m.message()) p.lines.push_back(menu_upper(n));  // a failure is an alert already
  p.line_highlight.resize(p.lines.size(), false);
  const bool lobby = m.phase() == net::Machine::Phase::kLobby;
  for (Row r : rows()) {
    switch (r) {
      case Row::kCar1:
      case Row::kCar2: {
        const size_t player = r == Row::kCar1 ? 0 : 1;
        engine::MenuRow row{
            cars_.size() > 1 ? "PLAYER " + std::to_string(player + 1) + " CAR" : "CAR",
            cars_[player].empty() ? "ANY CAR" : menu_upper(cars_[player])};
        row.choice = true;
        row.enabled = lobby && !ready_;
        p.rows.push_back(row);
        break;
      }
      case Row::kReady: {
        engine::MenuRow row = play_->hosting()
                                  ? engine::MenuRow{ready_ ? "CANCEL START" : "START RACE"}
                                  : engine::MenuRow{"READY", ready_ ? "YES" : "NO"};
        row.enabled = lobby;
        p.rows.push_back(row);
        break;
      }
      case Row::kLeave:
        p.rows.push_back({m.phase() == net::Machine::Phase::kFailed ? "MAIN MENU" : "LEAVE"});
        break;
    }
  }
  p.footer = kMenuFooter;
  return p;
}

void NetworkLobby::send_choices() {
  for (size_t p = 0; p < cars_.size(); ++p) play_->machine().choose(int32_t(p), cars_[p], ready_);
}

void NetworkLobby::change(int row, int step) {
  const std::vector<Row> r = rows();
  if (row < 0 || row >= int(r.size()) || ready_) return;
  if (r[size_t(row)] != Row::kCar1 && r[size_t(row)] != Row::kCar2) return;
  // The race's cars, then "ANY CAR" (the host's choice).
  std::vector<std::string> cars = play_->machine().car_names();
  cars.push_back("");
  std::string& car = cars_[r[size_t(row)] == Row::kCar1 ? 0 : 1];
  const auto at = std::find(cars.begin(), cars.end(), car) - cars.begin();
  const int n = int(cars.size());
  car = cars[size_t(((int(at) + step) % n + n) % n)];
  send_choices();
}

void NetworkLobby::accept(int row) {
  const std::vector<Row> r = rows();
  if (row < 0 || row >= int(r.size())) return;
  switch (r[size_t(row)]) {
    case Row::kCar1:
    case Row::kCar2:
      change(row, 1);
      break;
    case Row::kReady:
      if (play_->machine().phase() != net::Machine::Phase::kLobby) return;
      ready_ = !ready_;
      std::cout << "Network: " << (ready_ ? "ready" : "not ready") << std::endl;
      send_choices();
      break;
    case Row::kLeave:
      back();
      break;
  }
}

void NetworkLobby::back() {
  // The race is left (and the hosting stopped) when this screen goes, after this frame's
  // picture: NetworkPlay's destructor.
  leaving_ = true;
  game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
