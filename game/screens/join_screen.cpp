#include "screens/join_screen.h"

#include <algorithm>
#include <iostream>

#include "race/network_play.h"
#include "screens/menu_text.h"
#include "screens/network_lobby.h"
#include "screens/network_menu.h"

namespace unpod::game::screens {
namespace {

constexpr const char* kRecentSection = "network";

std::string trimmed_host(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return {};
  return s.substr(a, s.find_last_not_of(" \t") - a + 1);
}

}  // namespace

std::vector<std::string> recent_hosts(const std::string& setting) {
  std::vector<std::string> out;
  size_t from = 0;
  while (from <= setting.size() && out.size() < kRecentHosts) {
    const size_t comma = std::min(setting.find(',', from), setting.size());
    const std::string host = trimmed_host(setting.substr(from, comma - from));
    if (!host.empty() && std::find(out.begin(), out.end(), host) == out.end()) out.push_back(host);
    from = comma + 1;
  }
  return out;
}

std::string with_recent_host(const std::string& setting, const std::string& where) {
  std::string out = where;
  size_t n = 1;
  for (const std::string& h : recent_hosts(setting))
    if (h != where && n++ < kRecentHosts) out += ", " + h;
  return out;
}

JoinScreen::JoinScreen(Game& game) : MenuScreen(game) {
  const auto* e = game.settings().file.find(kRecentSection, "recent");
  recent_ = recent_hosts(e ? e->value : "");
  if (const auto* p = game.settings().file.find(kRecentSection, "join_players"))
    players_ = p->value == "2" ? 2 : 1;
  // A pad's A joins the last host at once; with none, Return starts typing an address.
  selected_ = 0;
}

std::vector<std::pair<JoinScreen::Row, size_t>> JoinScreen::rows() const {
  std::vector<std::pair<Row, size_t>> r;
  for (size_t i = 0; i < recent_.size(); ++i) r.push_back({Row::kRecent, i});
  for (Row x : {Row::kAddress, Row::kPassword, Row::kPlayers, Row::kJoin, Row::kBack})
    r.push_back({x, 0});
  return r;
}

engine::MenuPage JoinScreen::page() const {
  engine::MenuPage p;
  p.title = "JOIN A NETWORK RACE";
  p.lines.push_back("YOU RACE AS " +
                    menu_upper(network_name("", game_.settings().options.game.name)));
  p.lines.push_back(recent_.empty() ? "TYPE THE HOST'S ADDRESS (HOST OR HOST:PORT)"
                                    : "A RECENT HOST, OR AN ADDRESS TYPED (HOST OR HOST:PORT)");
  for (const std::string& l : engine::wrap_menu_text(problem_, 60)) p.alerts.push_back(l);
  for (const auto& [row, i] : rows()) {
    switch (row) {
      case Row::kRecent:
        p.rows.push_back({"JOIN " + menu_upper(recent_[i])});
        break;
      case Row::kAddress:
        p.rows.push_back({"ADDRESS", menu_upper(address_.shown("TYPE IT"))});
        break;
      case Row::kPassword:
        p.rows.push_back({"PASSWORD", password_.typing() ? password_.shown("")
                                      : password_.text().empty()
                                          ? "NONE"
                                          : std::string(password_.text().size(), '*')});
        break;
      case Row::kPlayers: {
        engine::MenuRow m{"PLAYERS HERE", players_ == 2 ? "2 (SPLIT SCREEN)" : "1"};
        m.choice = true;
        p.rows.push_back(m);
        break;
      }
      case Row::kJoin: {
        engine::MenuRow m{"JOIN " + (address_.text().empty() ? std::string("THE ADDRESS")
                                                             : menu_upper(address_.text()))};
        m.enabled = !address_.text().empty();
        p.rows.push_back(m);
        break;
      }
      case Row::kBack:
        p.rows.push_back({"BACK"});
        break;
    }
  }
  p.footer = address_.typing()    ? "TYPE THE ADDRESS   RETURN OK   ESCAPE CANCEL"
             : password_.typing() ? "TYPE THE PASSWORD   RETURN OK   ESCAPE CANCEL"
                                  : kMenuFooter;
  return p;
}

bool JoinScreen::handle_first(const Frame& frame) {
  if (address_.typing()) {
    // Return on a typed address joins it at once.
    if (address_.handle(frame) == TextField::Outcome::kKept && !address_.text().empty())
      join(trimmed_host(address_.text()));
    return true;
  }
  if (password_.typing()) {
    password_.handle(frame);
    return true;
  }
  return false;
}

void JoinScreen::change(int row, int) {
  const auto r = rows();
  if (row >= 0 && row < int(r.size()) && r[size_t(row)].first == Row::kPlayers) {
    players_ = 3 - players_;
    game_.settings().file.set(kRecentSection, "join_players", std::to_string(players_));
    game_.settings().dirty = true;
    game_.save_settings();
  }
}

void JoinScreen::accept(int row) {
  const auto r = rows();
  if (row < 0 || row >= int(r.size())) return;
  switch (r[size_t(row)].first) {
    case Row::kRecent:
      join(recent_[r[size_t(row)].second]);
      break;
    case Row::kAddress:
      problem_.clear();
      address_.start(address_.text());
      break;
    case Row::kPassword:
      password_.start(password_.text());
      break;
    case Row::kPlayers:
      change(row, 1);
      break;
    case Row::kJoin:
      if (!address_.text().empty()) join(trimmed_host(address_.text()));
      break;
    case Row::kBack:
      back();
      break;
  }
}

void JoinScreen::join(const std::string& where) {
  const settings::GameSettings& s = game_.settings();
  net::MachineOptions machine =
      local_players(players_, network_name("", s.options.game.name), "", s.controls);
  machine.password = password_.text();
  std::string error;
  if (!parse_host_address(where, machine.address, machine.port, error)) {
    problem_ = menu_upper(error);
    return;
  }
  auto play = NetworkPlay::join(*game_.status().installation, std::move(machine), error);
  if (!play) {
    problem_ = menu_upper(error);
    return;
  }
  // Kept as typed, newest first: the next time it is the first row.
  const auto* e = game_.settings().file.find(kRecentSection, "recent");
  game_.settings().file.set(kRecentSection, "recent", with_recent_host(e ? e->value : "", where));
  game_.settings().dirty = true;
  game_.save_settings();
  std::cout << "Network: joining " << where << std::endl;
  game_.show(std::make_unique<NetworkLobby>(game_, std::move(play)));
}

void JoinScreen::back() {
  game_.show(std::make_unique<NetworkMenu>(game_));
}

}  // namespace unpod::game::screens
