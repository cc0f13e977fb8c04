#include "controls/bindings.h"

#include <algorithm>
#include <stdexcept>

namespace unpod::game::controls {
namespace {

std::vector<InputBinding> parsed(std::string_view text) {
  std::string bad;
  auto inputs = parse_inputs(std::string(text), bad);
  // The tables are ours: a name SDL does not know is a bug here, not the player's.
  if (!inputs) throw std::logic_error("bindings.h: no input named " + bad);
  return *inputs;
}

struct Entry {
  int owner;  // 0, 1: a player; -1: the game
  Action action;
  InputBinding input;
};

std::string owner_text(const Entry& e) {
  return (e.owner < 0 ? std::string("the game's ")
                      : "player " + std::to_string(e.owner + 1) + " ") +
         std::string(info(e.action).name);
}

}  // namespace

const std::vector<InputBinding>& Bindings::of(int player, Action a) const {
  return is_player_action(a) ? players[size_t(player)][size_t(a)] : game[size_t(a)];
}

std::vector<InputBinding>& Bindings::of(int player, Action a) {
  return is_player_action(a) ? players[size_t(player)][size_t(a)] : game[size_t(a)];
}

Bindings default_bindings() {
  Bindings b;
  for (const PlayerDefault& d : kPlayerDefaults)
    for (int p = 0; p < kHumanPlayers; ++p) {
      std::vector<InputBinding> inputs = parsed(p == 0 ? d.player1 : d.player2);
      for (const InputBinding& i : parsed(d.pad)) inputs.push_back(i);
      b.players[size_t(p)][size_t(d.action)] = inputs;
    }
  for (const GameDefault& d : kGameDefaults) b.game[size_t(d.action)] = parsed(d.inputs);
  return b;
}

void rebind(Bindings& bindings, int player, Action action, const std::vector<InputBinding>& given) {
  std::vector<InputBinding>& inputs = bindings.of(player, action);
  const auto keys_of = [](const std::vector<InputBinding>& v, bool keys) {
    std::vector<InputBinding> out;
    for (const InputBinding& i : v)
      if (i.is_key() == keys) out.push_back(i);
    return out;
  };
  // Keys first, then pad inputs, as the defaults are written.
  std::vector<InputBinding> keys = keys_of(given, true), pads = keys_of(given, false);
  if (keys.empty()) keys = keys_of(inputs, true);
  if (pads.empty()) pads = keys_of(inputs, false);
  keys.insert(keys.end(), pads.begin(), pads.end());
  inputs = keys;
}

std::vector<std::string> binding_conflicts(const Bindings& bindings) {
  std::vector<Entry> entries;
  for (int p = 0; p < kHumanPlayers; ++p)
    for (int a = 0; a < kPlayerActions; ++a)
      for (const InputBinding& i : bindings.players[size_t(p)][size_t(a)])
        entries.push_back({p, static_cast<Action>(a), i});
  for (int a = kPlayerActions; a < kActionCount; ++a)
    for (const InputBinding& i : bindings.game[size_t(a)])
      entries.push_back({-1, static_cast<Action>(a), i});
  std::vector<std::string> out;
  for (size_t x = 0; x < entries.size(); ++x)
    for (size_t y = x + 1; y < entries.size(); ++y) {
      const Entry &a = entries[x], &b = entries[y];
      if (!(a.input == b.input) || !places_meet(info(a.action).place, info(b.action).place))
        continue;
      if (a.owner == b.owner && a.action == b.action) continue;
      // While the free camera is on its inputs drive nothing (free_camera_inputs.h); the
      // camera, look-back and retire actions still clash with it (camera leaves it).
      if ((drives(a.action) && is_free_camera(b.action)) ||
          (drives(b.action) && is_free_camera(a.action)))
        continue;
      // Each player reads only their own pad: two players' pad inputs never meet.
      if (!a.input.is_key() && a.owner >= 0 && b.owner >= 0 && a.owner != b.owner) continue;
      out.push_back(owner_text(a) + " and " + owner_text(b) + " are both on " +
                    input_name(a.input));
    }
  return out;
}

}  // namespace unpod::game::controls
