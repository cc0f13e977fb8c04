// The controls as README.md's table shows them, made from the bindings' defaults (bindings.h):
// a test checks README holds exactly this text, so the table cannot drift from the code.
#pragma once

#include <string>

namespace unpod::game::controls {

// Two Markdown tables: the players' actions (settings key, player 1's keys, player 2's, either
// player's pad, what it does), then the game's (keys, any pad, what it does).
std::string controls_table_markdown();

}  // namespace unpod::game::controls
