#include "screens/network_lobby.h"

#include <iostream>

#include "screens/main_menu.h"
#include "screens/menu_text.h"
#include "screens/network_race.h"

namespace unpod::game::screens {

void network_news(net::Machine& machine, std::vector<std::string>* kept) {
  for (std::string& n : machine.take_news()) {
    std::cout << "Network: " << n << std::endl;
    // The race in words is on the page already.
    if (!kept || n.starts_with("in the lobby: ")) continue;
    kept->push_back(std::move(n));
    if (kept->size() > 4) kept->erase(kept->begin());
  }
}

NetworkLobby::NetworkLobby(Game& game, std::shared_ptr<NetworkPlay> play)
    : MenuScreen(game), play_(std::move(play)) {}

void NetworkLobby::handle(const Frame& frame) {
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
      std::string names;
      for (const std::string& n : m.lobby_names()) names += (names.empty() ? "" : ", ") + n;
      p.lines.push_back("IN THE LOBBY: " + menu_upper(names));
      p.lines.push_back("THE RACE STARTS WHEN EVERY SEAT IS TAKEN");
      break;
    }
    case net::Machine::Phase::kFailed:
      p.alerts.push_back(menu_upper(m.message()));
      break;
    default:
      break;
  }
  for (const std::string& n : news_) p.lines.push_back(menu_upper(n));
  p.rows = {{m.phase() == net::Machine::Phase::kFailed ? "MAIN MENU" : "LEAVE"}};
  p.footer = kMenuFooter;
  return p;
}

void NetworkLobby::accept(int) {
  back();
}

void NetworkLobby::back() {
  play_.reset();  // leaves the race, stops hosting
  game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
