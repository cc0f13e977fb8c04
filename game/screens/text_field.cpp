#include "screens/text_field.h"

#include <SDL_scancode.h>

namespace unpod::game::screens {

void TextField::start(std::string text) {
  before_ = text;
  text_ = std::move(text);
  typing_ = true;
  platform::start_text_input();
}

TextField::Outcome TextField::handle(const Frame& frame) {
  if (!typing_) return Outcome::kIdle;
  // The HUD's font has printable ASCII only: anything else would draw as nothing.
  for (char c : frame.input.text)
    if (c >= 0x20 && c < 0x7f && text_.size() < max_) text_ += c;
  for (int code : frame.input.keys_pressed)
    if (code == SDL_SCANCODE_BACKSPACE && !text_.empty()) text_.pop_back();
  if (frame.actions.went_down(controls::Action::kMenuBack)) {
    typing_ = false;
    text_ = before_;
    platform::stop_text_input();
    return Outcome::kCancelled;
  }
  if (frame.actions.went_down(controls::Action::kMenuAccept)) {
    typing_ = false;
    platform::stop_text_input();
    return Outcome::kKept;
  }
  return Outcome::kTyping;
}

std::string TextField::shown(const std::string& empty) const {
  if (typing_) return text_ + "_";
  return text_.empty() ? empty : text_;
}

}  // namespace unpod::game::screens
