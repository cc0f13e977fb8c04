// Options (from the main menu, and from the pause screen over a race): VIDEO (window size,
// fullscreen off, desktop or exclusive and the exclusive one's mode, render scale, vsync, frame
// cap, split), AUDIO (the four volumes), GAME (speed unit, the damage a
// race starts from, the player's name in network races), CONTROLS (each player's actions: Return,
// then the new key or pad input). Each page is a screen opened over the one before, and Escape
// closes it. Every change is written to the settings file at once ([video], [audio], [game],
// [playerN]) and logged on stdout ("Setting: [audio] music = 90"); the window's changes apply at
// once, the rest from the next race (a race under the pause screen takes the volumes, speed unit
// and bindings back).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "controls/action.h"
#include "controls/input_capture.h"
#include "screens/menu_screen.h"
#include "screens/text_field.h"
#include "unpod/net/protocol.h"

namespace unpod::game::screens {

class OptionsScreen : public MenuScreen {
 public:
  enum class Page { kTop, kVideo, kAudio, kGame, kControls };
  explicit OptionsScreen(Game& game, Page page = Page::kTop) : MenuScreen(game), page_(page) {}
  std::string_view name() const override;

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void change(int row, int step) override;
  void back() override { game_.close(); }
  bool handle_first(const Frame& frame) override;

 private:
  engine::MenuPage top_page() const;
  engine::MenuPage video_page() const;
  engine::MenuPage audio_page() const;
  engine::MenuPage game_page() const;
  engine::MenuPage controls_page() const;
  void change_video(int row, int step);
  void change_audio(int row, int step);
  void change_game(int row, int step);
  // One key of the settings' [video], [audio] or [game] into the file, written now.
  void store(std::string_view section, std::string_view key);
  // The window as the settings' fullscreen and mode say, said on stdout.
  void apply_fullscreen();

  Page page_;
  int player_ = 0;                           // the CONTROLS page's player
  std::optional<controls::Action> binding_;  // "PRESS A KEY" for this action
  bool capturing_ = false;                   // the capture has seen its first frame
  controls::InputCapture capture_;
  std::string message_;                  // a refused binding, a driver's answer
  TextField name_{net::kMaxNameLength};  // the GAME page's NAME, while typed
};

}  // namespace unpod::game::screens
