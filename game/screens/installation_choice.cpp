#include "screens/installation_choice.h"

#include <iostream>
#include <memory>

#include "screens/main_menu.h"
#include "settings/game_options_settings.h"
#include "unpod/platform/paths.h"

namespace unpod::game::screens {

bool take_installation(Game& game, std::string folder, std::string& problem) {
  InstallationStatus found = find_installation(folder, platform::executable_dir());
  if (!found.installation) {
    problem = found.reason;
    return false;
  }
  settings::GameSettings& s = game.settings();
  settings::choose_folder(s.file, s.options, folder);
  s.dirty = true;
  game.save_settings();
  std::cout << "Installation chosen: " << folder << std::endl;
  game.set_installation(std::move(found));
  game.show(std::make_unique<MainMenu>(game));
  return true;
}

}  // namespace unpod::game::screens
