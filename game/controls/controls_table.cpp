#include "controls/controls_table.h"

#include "controls/bindings.h"

namespace unpod::game::controls {

std::string controls_table_markdown() {
  std::string t =
      "| Setting | Player 1 | Player 2 | Either player's pad | What it does |\n"
      "|---|---|---|---|---|\n";
  for (const PlayerDefault& d : kPlayerDefaults)
    t += "| `" + std::string(info(d.action).name) + "` | " + std::string(d.player1) + " | " +
         std::string(d.player2) + " | " + std::string(d.pad) + " | " +
         std::string(info(d.action).what) + " |\n";
  t += "\n"
       "| The game's | Keys | Any pad | What it does |\n"
       "|---|---|---|---|\n";
  const Bindings defaults = default_bindings();
  for (const GameDefault& d : kGameDefaults) {
    std::string keys, pads;
    for (const InputBinding& i : defaults.game[size_t(d.action)]) {
      std::string& to = i.is_key() ? keys : pads;
      to += (to.empty() ? "" : ", ") + input_name(i);
    }
    t += "| " + std::string(info(d.action).name) + " | " + keys + " | " + pads + " | " +
         std::string(info(d.action).what) + " |\n";
  }
  return t;
}

}  // namespace unpod::game::controls
