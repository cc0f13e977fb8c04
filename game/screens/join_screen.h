// Joining a network race: the host's address typed (HOST or HOST:PORT), or one of the recent
// hosts the settings keep ([network] recent, newest first), which a pad alone can pick; the
// password if the race asks for one; one or two players on this computer. JOIN opens the lobby
// (network_lobby.h), which says why when the host refuses.
#pragma once

#include <string>
#include <vector>

#include "screens/menu_screen.h"
#include "screens/text_field.h"

namespace unpod::game::screens {

// The recent hosts as the settings keep them: "HOST:PORT, HOST:PORT", newest first.
std::vector<std::string> recent_hosts(const std::string& setting);
// `where` first, then the others (no repeats), at most kRecentHosts.
std::string with_recent_host(const std::string& setting, const std::string& where);
inline constexpr size_t kRecentHosts = 5;

class JoinScreen : public MenuScreen {
 public:
  explicit JoinScreen(Game& game);
  std::string_view name() const override { return "join"; }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void change(int row, int step) override;
  void back() override;
  bool handle_first(const Frame& frame) override;

 private:
  // The rows: each recent host, then these.
  enum class Row { kRecent, kAddress, kPassword, kPlayers, kJoin, kBack };
  std::vector<std::pair<Row, size_t>> rows() const;
  void join(const std::string& where);

  std::vector<std::string> recent_;
  TextField address_{80};
  TextField password_{32};
  int players_ = 1;
  std::string problem_;
};

}  // namespace unpod::game::screens
