// Each person's statistics per game (My City's Eternity and campaign, Machi Koro): games,
// wins, results against each computer, mean and best score and the scores over time. Worked
// out from the kept records on entering the screen: nothing is stored beside them.
#pragma once

#include <string>
#include <vector>

#include "games/game_module.hpp"
#include "ui/screen.hpp"

namespace mycity::app {

class StatisticsScreen : public Screen {
 public:
  explicit StatisticsScreen(const GameModules& games) : games_(games) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  void draw_choices();
  // The chosen person's statistics in the chosen game.
  table::PlayerStatistics shown() const;
  void draw_statistics(UiFrame& frame, const KeptStatistics& part,
                       const table::PlayerStatistics& stats);

  const GameModules& games_;
  std::vector<KeptStatistics> parts_;  // read on entering
  std::vector<std::string> people_;    // everyone who played a kept game, in any part
  int person_ = 0;
  int part_ = 0;
};

}  // namespace mycity::app
