// New Eternity game: 2-4 players, each with a name and a distinct animal, the board (the
// printed one, a new one by its number, or the game of the day by its date), then Start.
#pragma once

#include <array>
#include <string>

#include "mycity/house_rules.hpp"
#include "screens/mycity/player_rows.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
}  // namespace mycity::session

namespace table {
class KeptOutcomesCache;
}  // namespace table

namespace app {

class SetupScreen : public Screen {
 public:
  // `kept` is read on entering, never while the day's code is typed (none: no save folder).
  SetupScreen(mycity::session::GameHub& hub, table::KeptOutcomesCache* kept);
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  // The last game's players, house rules and board, or two fresh seats; today's date.
  void fill_from_last_game();
  void start(UiFrame& frame);
  void draw_board_choice(UiFrame& frame);
  void draw_day_scores();
  void read_day_best();

  enum class BoardKind { Printed, Numbered, Day };

  mycity::session::GameHub& hub_;
  table::KeptOutcomesCache* kept_;
  PlayerRows rows_;
  mycity::HouseRules house_rules_;  // none unless the group chooses one (R1)
  BoardKind board_ = BoardKind::Printed;
  std::array<char, 24> board_number_{};  // the new board's seed as typed: 20 digits and room
  std::array<char, 16> day_code_{};      // "2026-11-27" as typed
  std::string day_best_;                 // the typed day's best scores, or what is wrong
  bool day_code_ok_ = true;              // false: day_best_ says what is wrong with it
  std::string error_;
};

}  // namespace app
