// libFuzzer target: the settings file (docs/CONFIGURATION.md), whole text, read as the game
// reads it: inih's parse, then [player1] and [player2] into the controls and [video], [audio]
// and [game] into the options. A bad value is replaced by its default in the file, so the text
// the game would write back must read without a bad line and without a bad value, and give the
// same controls and options.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "settings/controls_settings.h"
#include "settings/game_options_settings.h"
#include "settings/settings_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod::game;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<int> bad_lines;
  settings::SettingsFile file = settings::parse_settings(text, bad_lines);
  std::vector<std::string> problems;
  bool changed = false;
  const controls::ControlsSetup setup =
      settings::controls_from_settings(file, "fuzz.ini", problems, changed);
  const settings::OptionsSettings options =
      settings::options_from_settings(file, "fuzz.ini", problems, changed);

  const std::string written = file.text();
  std::vector<int> bad_again;
  settings::SettingsFile again = settings::parse_settings(written, bad_again);
  if (!bad_again.empty()) std::abort();
  std::vector<std::string> problems_again;
  bool changed_again = false;
  const controls::ControlsSetup setup_again =
      settings::controls_from_settings(again, "again.ini", problems_again, changed_again);
  const settings::OptionsSettings options_again =
      settings::options_from_settings(again, "again.ini", problems_again, changed_again);
  if (changed_again || !(setup_again == setup) || !(options_again == options)) std::abort();
  return 0;
}
