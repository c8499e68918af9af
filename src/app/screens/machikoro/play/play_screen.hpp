// The Machi Koro table: every city, the market, the dice with the decision pending, the log.
// Rolls and computer seats move on by themselves at the pace the settings choose (a pause
// after each roll and each computer's answer, the dice tumbling a moment); a person answers
// with the mouse or the keys. Everything is public, so there is no hand-off.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "machikoro/session/pace.hpp"
#include "machikoro/session/turn_history.hpp"
#include "screens/machikoro/play/picks.hpp"
#include "screens/machikoro/play/play_state.hpp"
#include "screens/machikoro/play/table_sounds.hpp"
#include "screens/machikoro/play/turn_log.hpp"
#include "ui/screen.hpp"

namespace machikoro::session {
class GameHub;
class Table;
}  // namespace machikoro::session

namespace app {

class MachiKoroPlayScreen : public Screen {
 public:
  explicit MachiKoroPlayScreen(machikoro::session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;
  // While the dice tumble, or the table is to move on by itself (a roll, a computer's think,
  // the pause before them).
  bool animating() const override;
  bool on_key(const KeyPress& key) override;

 private:
  using Clock = machikoro::session::Pacer::Clock;

  // Plays what no person decides now: rolls and computers' answers, at the pace.
  void move_table(machikoro::session::Table& table, Clock::time_point now);
  // A person's answer; false (nothing changed) when it is refused.
  bool act(machikoro::session::Table& table, const machikoro::Action& choice);
  void after_action(const machikoro::Game& game, machikoro::session::Played what,
                    Clock::time_point now);
  // What the parts and the keys asked for, in order.
  void apply(UiFrame* frame, machikoro::session::Table& table, const mk::Commands& commands);
  // A person's answer to the decision pending, from the bar or the keys.
  void answer(machikoro::session::Table& table, const mk::Command& command);
  // A person's picks and the keyboard's card: picked, undone, moved, read in words.
  void point(machikoro::session::Table& table, const mk::Picks& picks, const mk::Command& command);
  void pick(const machikoro::Game& game, const mk::TableCard& card);
  // Whether the table waits for a person: their decision, or their roll.
  bool waits_for_person(const machikoro::session::Table& table) const;
  bool person_rolls(const machikoro::session::Table& table) const;
  // Each seat's coins as the table shows them: as they were before the roll while the dice
  // tumble.
  std::vector<int> shown_coins(const machikoro::Game& game, bool tumbling) const;
  void draw_table(UiFrame& frame, machikoro::session::Table& table, Clock::time_point now,
                  mk::Commands& commands);

  machikoro::session::GameHub& hub_;
  mk::PlayUi ui_;
  mk::LogState log_;
  machikoro::session::Pace pace_ = machikoro::session::Pace::Normal;  // the settings' choice
  machikoro::session::Pacer pacer_;
  std::optional<machikoro::session::TurnHistory> history_;
  // While the dice tumble, the coins and the events as they stood before the roll.
  std::vector<int> coins_before_;
  std::size_t events_before_ = 0;
  bool drew_tumbling_ = false;  // the last frame drawn showed the dice tumbling
  int rolls_ = 0;               // dice rolled on this screen, for the sound of each roll
  mk::TableSounds sounds_;
};

}  // namespace app
