// Each person's statistics per game (My City's Eternity and campaign, Machi Koro): games,
// wins, results against each computer, mean and best score and the scores over time. Worked
// out from the kept records on entering the screen: nothing is stored beside them. The games
// not read on an earlier visit are read a slice a frame, the screen counting them meanwhile.
// The remembered people come first, each under all their names; Rename and Forget change them.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "ui/game_module.hpp"
#include "ui/screen.hpp"

namespace app {

class StatisticsScreen : public Screen {
 public:
  StatisticsScreen(const GameModules& games, table::Roster& roster)
      : games_(games), roster_(roster) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;
  // While the kept games are read: a slice each frame.
  bool animating() const override { return !read_; }

 private:
  // Reads kept games for a few milliseconds; once all are read, makes the statistics.
  void read_slice();
  // How far the reading is, with a bar.
  void draw_reading();
  void draw_choices();
  // Rename and Forget for a remembered person, and the names they played under before.
  // A copy: Rename and Forget list the people anew.
  void draw_person(table::ListedPerson person);
  void list_people();
  // The height draw_person takes, about (a long line may wrap once).
  float person_height() const;
  // The chosen person's statistics in the chosen game.
  table::PlayerStatistics shown() const;
  void draw_statistics(UiFrame& frame, const KeptStatistics& part,
                       const table::PlayerStatistics& stats);

  const GameModules& games_;
  table::Roster& roster_;
  bool read_ = false;                        // every kept game read since entering
  std::vector<KeptStatistics> parts_;        // made once read
  std::vector<std::string> recorded_;        // everyone who played a kept game, in any part
  std::vector<table::ListedPerson> people_;  // the remembered people, then the others
  std::array<char, 48> new_name_{};
  std::string message_;  // why a rename or forget was refused
  int person_ = 0;
  int part_ = 0;
};

}  // namespace app
