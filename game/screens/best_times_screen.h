// The best times of a circuit (left and right change it): the lap records and the race records
// per lap count, each with its driver and car, from the best-times file the results screen
// writes.
#pragma once

#include <string>
#include <vector>

#include "screens/menu_screen.h"

namespace unpod::game::screens {

class BestTimesScreen : public MenuScreen {
 public:
  explicit BestTimesScreen(Game& game);
  std::string_view name() const override { return "best times"; }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void change(int row, int step) override;
  void back() override;

 private:
  std::vector<std::string> circuits_;
  int circuit_ = 0;
};

}  // namespace unpod::game::screens
