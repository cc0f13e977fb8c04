// A line of text a menu row takes from the keyboard (a name, a host's address, a password):
// Return on the row starts typing, Return keeps what was typed, Escape puts the old text back.
// The menus show it as the row's value with a cursor; a pad cannot type, so every screen that
// has one offers its choices another way too (the Join screen's recent hosts).
#pragma once

#include <cstddef>
#include <string>

#include "screens/screen.h"

namespace unpod::game::screens {

class TextField {
 public:
  enum class Outcome { kIdle, kTyping, kKept, kCancelled };

  explicit TextField(size_t max_length) : max_(max_length) {}
  // Starts typing over `text` (SDL's text input on).
  void start(std::string text);
  // This frame's keys: the typed characters (printable ASCII only, up to the length), Backspace,
  // Return and Escape. kIdle when not typing.
  Outcome handle(const Frame& frame);
  bool typing() const { return typing_; }
  const std::string& text() const { return text_; }
  // The row's value: the text and a cursor while typing, else the text or `empty`.
  std::string shown(const std::string& empty) const;

 private:
  size_t max_;
  bool typing_ = false;
  std::string text_, before_;
};

}  // namespace unpod::game::screens
