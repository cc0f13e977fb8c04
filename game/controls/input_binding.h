// One input a binding names: a key by its place on the keyboard (an SDL scancode), a game
// controller's button, or one half of one of its axes. Written as the settings file spells it:
// SDL's key name ("Up", "Left Shift"), or "pad:" and SDL's controller name ("pad:a",
// "pad:righttrigger", "pad:leftx-"; an axis without a sign is its positive half).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace unpod::game::controls {

struct InputBinding {
  enum class Kind { kKey, kPadButton, kPadAxisPlus, kPadAxisMinus };
  Kind kind = Kind::kKey;
  int code = 0;  // the scancode, button or axis
  bool is_key() const { return kind == Kind::kKey; }
  bool operator==(const InputBinding&) const = default;
};

inline InputBinding key(int scancode) {
  return {InputBinding::Kind::kKey, scancode};
}
inline InputBinding pad_button(int button) {
  return {InputBinding::Kind::kPadButton, button};
}
inline InputBinding pad_axis(int axis, bool plus) {
  return {plus ? InputBinding::Kind::kPadAxisPlus : InputBinding::Kind::kPadAxisMinus, axis};
}

// "Up" -> the key; "pad:a" -> the button; nothing for a name neither SDL nor we know.
std::optional<InputBinding> parse_input(const std::string& text);
std::string input_name(const InputBinding& input);

// A list of inputs separated by commas ("Up, pad:righttrigger"). Returns nothing and names the
// first bad entry in `bad` when one is not an input.
std::optional<std::vector<InputBinding>> parse_inputs(const std::string& text, std::string& bad);
std::string inputs_text(const std::vector<InputBinding>& inputs);

}  // namespace unpod::game::controls
