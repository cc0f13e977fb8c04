#include "screens/race_setup.h"
#include "screens/menu_text.h"

#include <algorithm>

#include <iostream>

#include "race/network_play.h"
#include "race/race_load.h"
#include "screens/championship_menu.h"
#include "screens/championship_run.h"
#include "screens/main_menu.h"
#include "screens/network_lobby.h"
#include "screens/network_menu.h"
#include "screens/race_play.h"
#include "settings/controls_settings.h"
#include "unpod/assets/serial.h"
#include "unpod/net/protocol.h"

namespace unpod::game::screens {
namespace {

constexpr const char* kSection = "race";
constexpr const char* kNetworkSection = "network";
// A hosted race's port: the protocol's, or one from 1024 (below, a port is the system's), or 0:
// any free one, which the lobby then names.
constexpr int32_t kLowestPort = 1024;

// The port `step` choices from `port` round 0, 1024 .. 65535.
int32_t next_port(int32_t port, int step) {
  const int count = 65536 - kLowestPort + 1;  // 0, then 1024 .. 65535
  const int at = port == 0 ? 0 : port - kLowestPort + 1;
  const int to = ((at + step) % count + count) % count;
  return to == 0 ? 0 : kLowestPort + to - 1;
}
const char* const kDifficultyTexts[3] = {"EASY", "NORMAL", "HARD"};
const char* const kSetupDamageTexts[3] = {"OFF", "GLOBAL", "SECTOR"};
const char* const kDamageKeys[3] = {"off", "global", "sector"};

int wrap_choice(int v, int n) {
  return n <= 0 ? 0 : ((v % n) + n) % n;
}

std::string setting(const Game& game, const char* key, const char* section = kSection) {
  const auto* e = game.settings().file.find(section, key);
  return e ? e->value : "";
}

int32_t setting_int(const Game& game, const char* key, int32_t fallback, int32_t lo, int32_t hi,
                    const char* section = kSection) {
  const std::string v = setting(game, key, section);
  try {
    const int n = std::stoi(v);
    return n < lo || n > hi ? fallback : n;
  } catch (...) {
    return fallback;
  }
}

}  // namespace

std::string_view title(RaceMode mode) {
  switch (mode) {
    case RaceMode::kSingle:
      return "SINGLE RACE";
    case RaceMode::kTimeTrial:
      return "TIME TRIAL";
    case RaceMode::kTwoPlayers:
      return "TWO PLAYERS";
    case RaceMode::kChampionship:
      return "CHAMPIONSHIP";
    case RaceMode::kCustomChampionship:
      return "CUSTOM CHAMPIONSHIP";
    case RaceMode::kNetworkHost:
      return "HOST A NETWORK RACE";
  }
  return "";
}

sim::session::RaceRequest request_of(const RaceChoices& c) {
  sim::session::RaceRequest r;
  r.circuit = c.circuit;
  r.mirror = c.mirror;
  if (c.laps > 0) r.laps = c.laps;
  r.difficulty = c.difficulty;
  r.damage = sim::session::damage_for(c.difficulty, c.damage);
  r.human_cars = c.cars;
  r.cars = int32_t(c.cars.size()) + c.opponents;
  r.walls_push_back = true;  // the game's DEVIATION 12 and DEVIATION 14, as game::request_of
  r.long_lengths = true;
  r.human_path_order = true;  // and DEVIATION 8
  r.view = kRaceViewStep;
  return r;
}

RaceSetup::RaceSetup(Game& game, RaceMode mode) : MenuScreen(game), mode_(mode) {
  const assets::Installation& inst = *game.status().installation;
  for (const auto& c : inst.circuits)
    if (!c.file.empty()) circuits_.push_back(&c);
  for (const auto& c : inst.cars) {
    if (c.file.empty()) continue;
    car_names_.push_back(c.name);
    auto car = assets::load_car(c.file);
    ratings_.push_back(car ? car->ratings : assets::CarRatings{});
  }
  if (mode == RaceMode::kNetworkHost) {
    local_players_ = setting_int(game, "players", 1, 1, 2, kNetworkSection);
    seats_ = setting_int(game, "seats", 2, local_players_ + 1, 8, kNetworkSection);
    port_ = setting_int(game, "port", net::kDefaultPort, 0, 65535, kNetworkSection);
    if (port_ > 0 && port_ < kLowestPort) port_ = net::kDefaultPort;
  }
  const int humans = this->humans();
  // The last choices, where they still fit this installation.
  choices_.circuit = setting(game, "circuit");
  if (!circuit() && !circuits_.empty()) choices_.circuit = circuits_[0]->name;
  for (int h = 0; h < humans; ++h) {
    std::string car = setting(game, h == 0 ? "car1" : "car2");
    const bool known = std::any_of(car_names_.begin(), car_names_.end(),
                                   [&](const std::string& n) { return assets::iequals(n, car); });
    if (!known) car = car_names_.empty() ? "" : car_names_[size_t(h) % car_names_.size()];
    choices_.cars.push_back(car);
  }
  choices_.difficulty = setting_int(game, "difficulty", 0, 0, 2);
  // The last race's damage, else the Options' default ([game] damage).
  std::string damage = setting(game, "damage");
  if (damage.empty())
    if (const auto* d = game.settings().file.find("game", "damage")) damage = d->value;
  choices_.damage = static_cast<sim::session::DamageRule>(
      std::find_if(std::begin(kDamageKeys), std::end(kDamageKeys),
                   [&](const char* k) { return damage == k; }) -
      std::begin(kDamageKeys));
  if (int(choices_.damage) > 2) choices_.damage = sim::session::DamageRule::kOff;
  choices_.damage = sim::session::damage_for(choices_.difficulty, choices_.damage);
  // A network race's opponents are the computer cars beside its seats.
  const int32_t places = 8 - (mode == RaceMode::kNetworkHost ? seats_ : humans);
  choices_.opponents = setting_int(game, "opponents", places, 0, places);
  choices_.laps = setting_int(game, "laps", 0, 0, 8);
  choices_.mirror = setting(game, "mirror") == "true" && circuit() && circuit()->mirror;
  const auto r = rows();
  selected_ = int(std::find(r.begin(), r.end(), Row::kStart) - r.begin());
}

std::string_view RaceSetup::name() const {
  switch (mode_) {
    case RaceMode::kTwoPlayers:
      return "race setup (two players)";
    case RaceMode::kTimeTrial:
      return "time trial setup";
    case RaceMode::kChampionship:
      return "championship setup";
    case RaceMode::kCustomChampionship:
      return "custom championship setup";
    case RaceMode::kNetworkHost:
      return "network host setup";
    default:
      return "race setup";
  }
}

std::vector<std::string> RaceSetup::championship_circuits() const {
  if (mode_ == RaceMode::kCustomChampionship) return custom_;
  std::vector<std::string> all;
  for (const auto* c : circuits_) all.push_back(c->name);
  return all;
}

int32_t RaceSetup::humans() const {
  if (mode_ == RaceMode::kTwoPlayers) return 2;
  return mode_ == RaceMode::kNetworkHost ? local_players_ : 1;
}

const assets::InstalledCircuit* RaceSetup::circuit() const {
  for (const auto* c : circuits_)
    if (assets::iequals(c->name, choices_.circuit)) return c;
  return nullptr;
}

std::vector<RaceSetup::Row> RaceSetup::rows() const {
  std::vector<Row> r;
  if (mode_ == RaceMode::kCustomChampionship)
    r = {Row::kCircuit, Row::kAddCircuit, Row::kClearList, Row::kCar1};
  else if (championship())
    r = {Row::kCar1};
  else
    r = {Row::kCircuit, Row::kMirror, Row::kCar1};
  if (humans() == 2)
    for (Row x : {Row::kCar2, Row::kDevice1, Row::kDevice2}) r.push_back(x);
  if (mode_ == RaceMode::kNetworkHost) {
    for (Row x : {Row::kDifficulty, Row::kDamage, Row::kOpponents, Row::kLaps, Row::kSeats,
                  Row::kLocalPlayers, Row::kPort, Row::kPassword, Row::kStart})
      r.push_back(x);
    return r;
  }
  if (mode_ == RaceMode::kTimeTrial) {
    // One car alone: no opponents, and the easy course without damage.
    for (Row x : {Row::kLaps, Row::kStart}) r.push_back(x);
    return r;
  }
  for (Row x : {Row::kDifficulty, Row::kDamage, Row::kOpponents, Row::kLaps, Row::kStart})
    r.push_back(x);
  return r;
}

engine::MenuPage RaceSetup::page() const {
  engine::MenuPage p;
  p.title = title(mode_);
  const assets::InstalledCircuit* c = circuit();
  if (championship()) {
    std::string races;
    for (const std::string& name : championship_circuits())
      races += (races.empty() ? "" : ", ") + menu_upper(name);
    p.lines.push_back("RACES: " + (races.empty() ? std::string("NONE YET: ADD CIRCUITS") : races));
  } else if (c) {
    p.lines.push_back(menu_upper(c->display_name.empty() ? c->name : c->display_name) + ": " +
                      (c->length > 0 ? std::to_string(c->length) + " M, " : "") +
                      std::to_string(c->laps > 0 ? c->laps : 3) + " LAPS" +
                      (c->mirror ? ", MIRROR OFFERED" : ""));
  }
  if (c && !championship()) p.picture = c->name;
  // Each car's five ratings (0..100, the car file's menu values) as bars.
  std::vector<const assets::CarRatings*> rated;
  for (const std::string& car : choices_.cars) {
    const auto it = std::find(car_names_.begin(), car_names_.end(), car);
    if (it != car_names_.end()) rated.push_back(&ratings_[size_t(it - car_names_.begin())]);
  }
  // Two players' cars side by side on each rating's line (ten lines would not leave the rows
  // room in a 600-line window).
  if (rated.size() > 1)
    p.lines.push_back("RATINGS: " + menu_upper(choices_.cars[0]) + " (PLAYER 1), " +
                      menu_upper(choices_.cars[1]) + " (PLAYER 2)");
  const auto rating = [](uint32_t v) { return int(std::min<uint32_t>(v, 100)); };
  if (!rated.empty())
    for (const auto& [label, value] : {std::pair{"ACCEL", &assets::CarRatings::acceleration},
                                       std::pair{"BRAKES", &assets::CarRatings::brakes},
                                       std::pair{"GRIP", &assets::CarRatings::grip},
                                       std::pair{"HANDLING", &assets::CarRatings::handling},
                                       std::pair{"SPEED", &assets::CarRatings::speed}})
      p.gauges.push_back(
          {label, rating(rated[0]->*value), rated.size() > 1 ? rating(rated[1]->*value) : -1});
  if (!problem_.empty()) p.lines.push_back(problem_);
  for (Row row : rows()) {
    engine::MenuRow m;
    m.choice = true;
    switch (row) {
      case Row::kCircuit:
        m.label = "CIRCUIT";
        m.value = c ? menu_upper(c->name) : "NONE";
        break;
      case Row::kMirror:
        m.label = "MIRROR";
        m.value = choices_.mirror ? "ON" : "OFF";
        m.enabled = c && c->mirror;
        break;
      case Row::kCar1:
      case Row::kCar2: {
        const size_t h = row == Row::kCar1 ? 0 : 1;
        m.label = humans() == 2 ? "PLAYER " + std::to_string(h + 1) + " CAR" : "CAR";
        m.value = menu_upper(choices_.cars[h]);
        break;
      }
      case Row::kDevice1:
      case Row::kDevice2: {
        const int h = row == Row::kDevice1 ? 0 : 1;
        m.label = "PLAYER " + std::to_string(h + 1) + " DEVICE";
        m.value = device_text(h);
        break;
      }
      case Row::kDifficulty:
        m.label = "DIFFICULTY";
        m.value = kDifficultyTexts[choices_.difficulty];
        break;
      case Row::kDamage:
        m.label = "DAMAGE";
        m.value = kSetupDamageTexts[int(choices_.damage)];
        m.enabled = choices_.difficulty == 1;  // the only difficulty with a choice
        break;
      case Row::kOpponents:
        // A network race's free seats go to computer cars as well.
        m.label = mode_ == RaceMode::kNetworkHost ? "COMPUTER CARS" : "OPPONENTS";
        m.value = std::to_string(choices_.opponents);
        break;
      case Row::kSeats:
        m.label = "HUMAN SEATS";
        m.value = std::to_string(seats_);
        break;
      case Row::kLocalPlayers:
        m.label = "PLAYERS HERE";
        m.value = local_players_ == 2 ? "2 (SPLIT SCREEN)" : "1";
        break;
      case Row::kPort:
        m.label = "PORT";
        m.value = port_ == 0 ? "ANY FREE" : std::to_string(port_);
        break;
      case Row::kPassword:
        m.label = "PASSWORD";
        m.choice = false;
        // Typed as is; shown as stars once kept.
        m.value = password_.typing()         ? password_.shown("")
                  : password_.text().empty() ? "NONE"
                                             : std::string(password_.text().size(), '*');
        break;
      case Row::kLaps:
        m.label = "LAPS";
        // 0 is the circuit's own count, said as such: one more choice, not a second "3".
        if (choices_.laps > 0)
          m.value = std::to_string(choices_.laps);
        else if (championship())
          m.value = "EACH CIRCUIT'S";
        else
          m.value = std::to_string(c && c->laps > 0 ? c->laps : 3) + " (CIRCUIT)";
        break;
      case Row::kAddCircuit:
        m.label = "ADD TO THE RACES";
        m.choice = false;
        break;
      case Row::kClearList:
        m.label = "CLEAR THE RACES";
        m.choice = false;
        m.enabled = !custom_.empty();
        break;
      case Row::kStart:
        m.label = championship()                    ? "START CHAMPIONSHIP"
                  : mode_ == RaceMode::kTimeTrial   ? "START TIME TRIAL"
                  : mode_ == RaceMode::kNetworkHost ? "HOST THE RACE"
                                                    : "START RACE";
        m.choice = false;
        m.enabled = !championship() || !championship_circuits().empty();
        break;
    }
    p.rows.push_back(std::move(m));
  }
  p.footer = password_.typing() ? "TYPE THE PASSWORD   RETURN OK   ESCAPE CANCEL" : kMenuFooter;
  return p;
}

void RaceSetup::change(int index, int step) {
  const auto r = rows();
  if (index < 0 || index >= int(r.size())) return;
  switch (r[size_t(index)]) {
    case Row::kCircuit: {
      int i = 0;
      for (size_t k = 0; k < circuits_.size(); ++k)
        if (circuits_[k] == circuit()) i = int(k);
      if (!circuits_.empty())
        choices_.circuit = circuits_[size_t(wrap_choice(i + step, int(circuits_.size())))]->name;
      if (circuit() && !circuit()->mirror) choices_.mirror = false;
      break;
    }
    case Row::kMirror:
      choices_.mirror = !choices_.mirror && circuit() && circuit()->mirror;
      break;
    case Row::kCar1:
    case Row::kCar2: {
      std::string& car = choices_.cars[r[size_t(index)] == Row::kCar1 ? 0 : 1];
      const auto it = std::find(car_names_.begin(), car_names_.end(), car);
      const int i = it == car_names_.end() ? 0 : int(it - car_names_.begin());
      car = car_names_[size_t(wrap_choice(i + step, int(car_names_.size())))];
      break;
    }
    case Row::kDevice1:
    case Row::kDevice2:
      change_device(r[size_t(index)] == Row::kDevice1 ? 0 : 1, step);
      return;  // kept with the controls, not the race's choices
    case Row::kDifficulty:
      choices_.difficulty = wrap_choice(choices_.difficulty + step, 3);
      choices_.damage = sim::session::damage_for(choices_.difficulty, choices_.damage);
      break;
    case Row::kDamage:
      if (choices_.difficulty == 1)
        choices_.damage = choices_.damage == sim::session::DamageRule::kGlobal
                              ? sim::session::DamageRule::kSector
                              : sim::session::DamageRule::kGlobal;
      break;
    case Row::kOpponents:
      choices_.opponents =
          wrap_choice(choices_.opponents + step,
                      9 - (mode_ == RaceMode::kNetworkHost ? seats_ : int(choices_.cars.size())));
      break;
    case Row::kSeats:
      // At least one seat for another machine, at most POD's eight cars.
      seats_ =
          local_players_ + 1 + wrap_choice(seats_ - local_players_ - 1 + step, 8 - local_players_);
      choices_.opponents = std::min(choices_.opponents, 8 - seats_);
      break;
    case Row::kLocalPlayers:
      local_players_ = 3 - local_players_;
      seats_ = std::max(seats_, local_players_ + 1);
      choices_.opponents = std::min(choices_.opponents, 8 - seats_);
      if (local_players_ == 2 && choices_.cars.size() < 2) {
        std::string car = setting(game_, "car2");
        if (std::find(car_names_.begin(), car_names_.end(), car) == car_names_.end())
          car = car_names_.empty() ? "" : car_names_[1 % car_names_.size()];
        choices_.cars.push_back(car);
      }
      choices_.cars.resize(size_t(local_players_));
      break;
    case Row::kPort:
      port_ = next_port(port_, step);
      break;
    case Row::kPassword:
      return;
    case Row::kLaps:
      choices_.laps = wrap_choice(choices_.laps + step, 9);  // 0: the circuit's own
      break;
    case Row::kAddCircuit:
    case Row::kClearList:
    case Row::kStart:
      return;
  }
  remember();
}

bool RaceSetup::handle_first(const Frame& frame) {
  pads_ = frame.input.pads;
  if (password_.typing()) {
    password_.handle(frame);
    return true;
  }
  return false;
}

std::string RaceSetup::device_text(int player) const {
  const std::string& device = game_.settings().controls.players[size_t(player)].device;
  if (device == "keyboard") return "KEYBOARD";
  std::string pad = device == "pad" ? "PAD" : "PAD " + device.substr(0, 8);
  // The pad it would take now: the first connected (of that model, for a GUID).
  for (const platform::PadState& p : pads_)
    if (device == "pad" || p.guid == device)
      return pad + " (" + menu_upper(p.name.substr(0, 20)) + ")";
  // No pad: the player drives from the keyboard until one is plugged in (DeviceOwners).
  return device == "pad" ? "KEYBOARD (NO PAD YET)" : pad + " (NOT CONNECTED)";
}

void RaceSetup::change_device(int player, int step) {
  // Keyboard, then any pad, then each connected model of pad by its GUID, round again.
  std::vector<std::string> choices = {"keyboard", "pad"};
  for (const platform::PadState& p : pads_)
    if (std::find(choices.begin(), choices.end(), p.guid) == choices.end())
      choices.push_back(p.guid);
  std::string& device = game_.settings().controls.players[size_t(player)].device;
  const auto it = std::find(choices.begin(), choices.end(), device);
  const int i = it == choices.end() ? 0 : int(it - choices.begin());
  device = choices[size_t(wrap(i + step, int(choices.size())))];
  settings::remember_device(game_.settings().file, player, device);
  game_.settings().dirty = true;
  game_.save_settings();
}

void RaceSetup::remember() {
  settings::SettingsFile& f = game_.settings().file;
  f.set(kSection, "circuit", choices_.circuit);
  f.set(kSection, "car1", choices_.cars[0]);
  if (choices_.cars.size() > 1) f.set(kSection, "car2", choices_.cars[1]);
  f.set(kSection, "difficulty", std::to_string(choices_.difficulty));
  f.set(kSection, "damage", kDamageKeys[int(choices_.damage)]);
  f.set(kSection, "opponents", std::to_string(choices_.opponents));
  f.set(kSection, "laps", std::to_string(choices_.laps));
  f.set(kSection, "mirror", choices_.mirror ? "true" : "false");
  if (mode_ == RaceMode::kNetworkHost) {
    f.set(kNetworkSection, "seats", std::to_string(seats_));
    f.set(kNetworkSection, "players", std::to_string(local_players_));
    f.set(kNetworkSection, "port", std::to_string(port_));
  }
  game_.settings().dirty = true;
  game_.save_settings();
}

void RaceSetup::accept(int index) {
  const auto r = rows();
  if (index < 0 || index >= int(r.size())) return;
  if (r[size_t(index)] == Row::kAddCircuit) {
    if (circuit()) custom_.push_back(circuit()->name);
    return;
  }
  if (r[size_t(index)] == Row::kClearList) {
    custom_.clear();
    return;
  }
  if (r[size_t(index)] == Row::kPassword) {
    password_.start(password_.text());
    return;
  }
  if (r[size_t(index)] != Row::kStart) {
    change(index, 1);
    return;
  }
  remember();
  if (championship()) {
    start_championship();
    return;
  }
  if (mode_ == RaceMode::kNetworkHost) {
    host_network_race();
    return;
  }
  std::string error;
  sim::session::RaceRequest request = request_of(choices_);
  if (mode_ == RaceMode::kTimeTrial) {
    request.time_trial = true;
    request.cars = 1;
    request.difficulty = 0;
    request.damage = sim::session::DamageRule::kOff;
  }
  auto race = RacePlay::start(game_, request, error);
  if (!race) {
    problem_ = menu_upper(error.substr(0, 90));
    return;
  }
  game_.show(std::move(race));
}

void RaceSetup::start_championship() {
  const std::vector<std::string> circuits = championship_circuits();
  if (circuits.empty()) return;
  RaceChoices first = choices_;
  first.circuit = circuits[0];
  first.mirror = false;
  const sim::session::RaceRequest request = request_of(first);
  std::string error;
  auto race = RacePlay::start(game_, request, error);
  std::shared_ptr<ChampionshipRun> run;
  if (race)
    run = begin_championship(circuits, mode_ == RaceMode::kCustomChampionship, race->race(),
                             request, championship_file(game_.user_folder()), error);
  if (!run) {
    problem_ = menu_upper(error.substr(0, 90));
    return;
  }
  race->set_championship(std::move(run));
  game_.show(std::move(race));
}

void RaceSetup::host_network_race() {
  net::HostOptions host;
  host.port = uint16_t(port_);
  host.race = request_of(choices_);
  host.race.human_cars.clear();
  host.race.cars = seats_ + choices_.opponents;
  host.seats = seats_;
  host.password = password_.text();
  const settings::GameSettings& s = game_.settings();
  net::MachineOptions machine = local_players(local_players_, network_name("", s.options.game.name),
                                              choices_.cars[0], s.controls);
  if (local_players_ == 2) machine.players[1].car = choices_.cars[1];
  machine.password = host.password;
  std::string error;
  auto play =
      NetworkPlay::host(*game_.status().installation, std::move(host), std::move(machine), error);
  if (!play) {
    std::cerr << "unpod: cannot host: " << error << "\n";
    problem_ = menu_upper("Cannot host: " + error.substr(0, 80));
    return;
  }
  game_.show(std::make_unique<NetworkLobby>(game_, std::move(play)));
}

void RaceSetup::back() {
  if (mode_ == RaceMode::kNetworkHost)
    game_.show(std::make_unique<NetworkMenu>(game_));
  else if (championship())
    game_.show(std::make_unique<ChampionshipMenu>(game_));
  else
    game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
