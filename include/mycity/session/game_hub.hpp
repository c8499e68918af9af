// The Eternity games the app plays: the engine content, the table of the game in play, its
// autosave and the finished games; starting, continuing and playing again.
// Screens ask the hub; no game rules live here (the engine and the session decide).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mycity/content.hpp"
#include "mycity/session/animals.hpp"
#include "mycity/session/autosave.hpp"
#include "mycity/session/computer.hpp"
#include "mycity/session/day_game.hpp"
#include "mycity/session/day_scores.hpp"
#include "mycity/session/eternity_table.hpp"
#include "mycity/session/finished_games.hpp"
#include "mycity/session/loaded_content.hpp"
#include "mycity/session/look_back.hpp"
#include "table/kept_outcomes_cache.hpp"
#include "table/result.hpp"
#include "table/roster.hpp"

namespace mycity::session {

class GameHub {
 public:
  // `save_dir` empty: no autosave (screenshot runs without --save-dir). `roster`: where the
  // people of each game started are remembered (none: nowhere).
  GameHub(const LoadedContent& content, std::filesystem::path save_dir, Animals animals,
          table::Roster* roster = nullptr);
  ~GameHub();
  GameHub(const GameHub&) = delete;
  GameHub& operator=(const GameHub&) = delete;

  bool ready() const { return ruleset_ != nullptr; }
  const std::string& content_error() const { return content_error_; }
  const Catalogue& catalogue() const { return *catalogue_; }
  const Ruleset& ruleset() const { return *ruleset_; }
  const Animals& animals() const { return animals_; }
  int min_players() const { return ruleset_ ? ruleset_->min_players : 2; }
  int max_players() const { return ruleset_ ? ruleset_->max_players : 4; }
  // The remembered people the setup offers (none without a roster).
  const table::Roster* roster() const { return roster_; }

  // Starts a new game on a deck shuffled from `seed`, every player on the board chosen.
  table::Status start(const std::vector<SeatInfo>& seats, std::uint64_t seed,
                      HouseRules house_rules = {}, BoardChoice board = {});
  // Starts `day`'s game: its board and deck, no house rule.
  table::Status start_day(const std::vector<SeatInfo>& seats, const DayGame& day);
  // A new game with the same players, house rules and board, and a fresh random shuffle;
  // the day's game again when the last game was one.
  table::Status play_again();
  const std::vector<SeatInfo>& last_seats() const { return last_seats_; }
  const HouseRules& last_house_rules() const { return last_house_rules_; }
  const BoardChoice& last_board() const { return last_board_; }
  // The day whose game the last game started or continued is, if it is one.
  const std::optional<DayGame>& last_day() const { return last_day_; }
  // Each person's best score in `day`'s games among those `kept` has read, but the file
  // `leave_out`, best first.
  std::vector<DayScore> day_best(const table::KeptOutcomesCache& kept, const DayGame& day,
                                 const std::filesystem::path& leave_out = {}) const;

  EternityTable* game() { return game_ ? &*game_ : nullptr; }
  const EternityTable* game() const { return game_ ? &*game_ : nullptr; }
  // Something for Continue: a game in memory that is not over, or a save on disk.
  bool can_continue() const;
  // Loads the autosave into game(). A game already in memory and not over is kept as it is.
  table::Status resume();
  // Moves a broken save and its backup aside, each to a free "<file>.broken[-N]" (never
  // deletes or replaces anything): where they went.
  table::SetAsideFiles set_aside_save();
  // The game of a save set aside, from its backup: the last move is lost.
  table::Status resume_backup(const table::SetAsideFiles& aside);
  const std::filesystem::path& save_file() const;
  // Why the game in play's last save failed, "" when it did not.
  const std::string& last_save_error() const;
  bool autosave_enabled() const { return autosave_ != nullptr; }

  // The finished games kept in the save folder (none without one).
  const FinishedGames* finished_games() const { return finished_.get(); }
  // The finished game the analysis and replay views show.
  // Opens the game just finished in `look`; false when there is none.
  bool look_back_at_game(LookBack& look) const;

  // Plays `actions` actions with the engine's greedy bot (testing and screenshots); a
  // round its last action ends stays revealed (R10).
  void autoplay(int actions, std::uint64_t seed);

 private:
  // A loaded game put in play with its seats.
  table::Status take(table::Result<Game> game, EternityTable::Saved saved);
  EternityPlaces places() const;
  void remember_people(const std::vector<SeatInfo>& seats) const;
  void remember_last(const std::vector<SeatInfo>& seats);
  std::vector<SeatInfo> read_animals(const Game& game) const;

  Animals animals_;
  std::shared_ptr<const Catalogue> catalogue_;
  const Ruleset* ruleset_ = nullptr;
  std::string content_error_;
  std::unique_ptr<EternityAutosave> autosave_;
  std::unique_ptr<FinishedGames> finished_;
  std::optional<EternityTable> game_;
  std::vector<SeatInfo> last_seats_;
  HouseRules last_house_rules_;
  BoardChoice last_board_;
  std::optional<DayGame> last_day_;
  table::Roster* roster_;
};

}  // namespace mycity::session
