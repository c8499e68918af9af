// Plays a person's seat of the Machi Koro table through the play screen only: keys, and
// clicks where the table's pure layout (machikoro/session/table_layout.hpp) puts the market's
// piles and a city's landmarks. The game is read from Machi Koro's module, never changed.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "machikoro/action.hpp"
#include "machikoro/cards.hpp"
#include "machikoro/game.hpp"
#include "machikoro/record.hpp"
#include "machikoro/session/table.hpp"
#include "machikoro/session/table_layout.hpp"

namespace app::test {

// The settings of a Machi Koro test: the table plays computers and dice at once.
std::filesystem::path instant_settings(const TempDir& dir, float ui_scale = 1.0f);

// The arguments of a game of `players` at the normal pace (the dice tumble, the table pauses),
// saved in `saves`, its settings file in `settings`.
std::vector<std::string> normal_pace_game(const std::string& players, const std::string& seed,
                                          const TempDir& saves, const TempDir& settings);

// Writes `record` as the autosave in `save_dir` with its seats (a computer's name or "" for a
// person, a seat each), as the table writes it: Continue resumes it.
void write_autosave(const std::filesystem::path& save_dir, const machikoro::Record& record,
                    const std::vector<std::string>& computers);

// Ann, a person, against medium computers (`players` seats in all), everybody rolling 1 so
// that her Wheat Fields pay on every roll: she buys three more, the TV Station and the
// Business Center, then rolls 6. The record stops at the TV Station's question.
machikoro::Record purple_turn(const machikoro::CardSet& cards, int players);
// Plus: Ann buys four Wheat Fields, the Harbor, the Train Station and the Radio Tower the
// same way against Ben, then rolls `last_roll` (one die or two). The record stops at the
// Radio Tower's question.
machikoro::Record harbor_turn(const machikoro::CardSet& cards,
                              const std::vector<int>& last_roll = {5, 5});
// Plus with every type on sale (or `supply`, its deck from a fixed seed): Ann and four
// computers under the names the game gives them ("Computer (hard)", "The Rancher"…) play on
// the medium computer's choices, the dice drawn from a fixed seed, until Ann's build after
// turn `turns`: big cities, every pile out.
machikoro::Record plus_table(const machikoro::CardSet& cards, int turns,
                             machikoro::SupplyMode supply = machikoro::SupplyMode::All);
// From the main menu: `record` written as the autosave in `saves` (seat 0 a person, the others
// medium computers) and continued, in the app's language.
void continue_saved(AppDriver& app, const machikoro::Record& record,
                    const std::filesystem::path& saves);

class TableDriver {
 public:
  // `ui_scale`: the settings' (the app fits it to the window, as the driver does).
  explicit TableDriver(AppDriver& app, float ui_scale = 1.0f) : app_(app), ui_scale_(ui_scale) {}

  const machikoro::session::Table& table() const;
  const machikoro::Game& game() const { return table().game(); }
  // Whether a person is to act now: their decision, or their roll (before Space).
  bool person_rolls() const;
  bool person_decides() const;

  // The centre of the market's tile of establishment `card`, and of a landmark's badge in
  // `seat`'s city, as the screen lays them out in the window.
  Point tile_centre(int card) const;
  Point landmark_centre(int seat, int landmark) const;
  // Clicks establishment `card` in `seat`'s city (its rows are laid out by the font, so it
  // is found by pointing, as find_widget does).
  void click_city_card(int seat, int card);

  // The person's roll: Space, or the button.
  void roll(bool by_key = true);
  // Answers the decision pending with `choice` through the screen, and checks that the game
  // took it (the table moved on).
  void answer(const machikoro::Action& choice);
  // Clicks the decision bar's button of ImGui id `id` ("###keep").
  void click_answer(const std::string& id);

  struct Counts {
    int rolls = 0, dice_counts = 0, rerolls = 0, kept = 0, harbors = 0, targets = 0, swaps = 0,
        declined = 0, builds = 0, nothing = 0;
  };
  const Counts& counts() const { return counts_; }

 private:
  void pick_by_keys(int steps);
  void build(const machikoro::Action& choice);

  machikoro::session::TableLayout layout() const;
  float drawn_scale() const;

  AppDriver& app_;
  float ui_scale_;
  Counts counts_;
};

}  // namespace app::test
