// The episode state machine (R10-R16): one game of Eternity or one legacy episode.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "mycity/board_generator.hpp"
#include "mycity/city.hpp"
#include "mycity/content.hpp"
#include "mycity/house_rules.hpp"
#include "mycity/placement.hpp"
#include "mycity/score_track.hpp"
#include "mycity/terms.hpp"

namespace mycity {

enum class ActionKind { Build, Pass, Drop };

struct Action {
  ActionKind kind = ActionKind::Pass;
  Placement placement;  // for Build

  static Action build(const Placement& p) { return {ActionKind::Build, p}; }
  static Action pass() { return {ActionKind::Pass, {}}; }
  static Action drop() { return {ActionKind::Drop, {}}; }
  friend bool operator==(const Action&, const Action&) = default;
};

struct TermPoints {
  std::string term;
  int points = 0;
};

struct PlayerSetup {
  std::string name;
  BoardLayout layout;
  std::vector<PieceSticker> piece_stickers = {};  // legacy building stickers (R53)
};

struct PlayerState {
  std::string name;
  City city;
  ScoreTrack track;
  bool dropped = false;
  std::vector<TermPoints> immediate;  // "pass", then each race, in ruleset order
};

// The terms of a ruleset, built once and shared by copies of a game.
struct RuleModules {
  std::vector<std::unique_ptr<EndTerm>> end_terms;
  std::vector<std::unique_ptr<Race>> races;
  std::optional<int> cap;

  static std::shared_ptr<const RuleModules> build(const Ruleset& ruleset);
  int end_total(const City& city) const;
  // R21: the end terms added to `track` one by one, so a cap (R22) or a deficit (R23)
  // applies as it would; `breakdown`, when given, receives the points each one moved.
  void add_end_terms(const City& city, ScoreTrack& track,
                     std::vector<TermPoints>* breakdown = nullptr) const;

  // R36: calls won(r) for each race among `open` (indices into races) that `city` has
  // reached: the races its player wins at once.
  template <typename Won>
  void for_each_race_reached(std::span<const std::size_t> open, const City& city, Won&& won) const {
    for (const std::size_t r : open) {
      if (races[r]->reached(city)) won(r);
    }
  }
  // The points those races give.
  int race_points_if(std::span<const std::size_t> open, const City& city_after) const;
};

struct PlayerResult {
  std::string name;
  int score = 0;  // the final track value; negative when a deficit remains (R23)
  int rank = 0;   // 1-based competition ranking (R40, R41)
  int progress = 0;
  bool capped = false;
  std::vector<TermPoints> breakdown;  // immediate terms, then end terms in scoring order
};

struct GameResult {
  std::vector<PlayerResult> players;
  std::vector<std::string> winners;
};

class Game {
 public:
  // Throws Error when the deck names an unknown card or a card twice, or the player
  // count is outside the ruleset's range. No house rule unless one is given (R1).
  Game(const Catalogue& catalogue, const Ruleset& ruleset, std::vector<PlayerSetup> players,
       std::vector<std::string> deck, HouseRules house_rules = {});
  // Every player on the ruleset's board as printed (Eternity).
  static Game on_printed_board(const Catalogue& catalogue, const Ruleset& ruleset,
                               const std::vector<std::string>& names, std::vector<std::string> deck,
                               HouseRules house_rules = {});
  // Every player on the printed board or the one made from the choice's seed.
  static Game on_board(const Catalogue& catalogue, const Ruleset& ruleset,
                       const std::vector<std::string>& names, std::vector<std::string> deck,
                       HouseRules house_rules, const BoardChoice& board);
  // Every player on `layout`, the board made from `board_seed` (as a record carries it).
  static Game on_generated_board(const Catalogue& catalogue, const Ruleset& ruleset,
                                 const std::vector<std::string>& names,
                                 std::vector<std::string> deck, HouseRules house_rules,
                                 std::uint64_t board_seed, const BoardLayout& layout);

  const Catalogue& catalogue() const { return *catalogue_; }
  const Ruleset& ruleset() const { return *ruleset_; }
  const HouseRules& house_rules() const { return house_rules_; }
  // The board every player is on: printed (no seed) or generated.
  const BoardChoice& board() const { return board_; }
  const RuleModules& modules() const { return *modules_; }
  // The same modules, shared: a copy of a player's view may outlive the game (bots).
  std::shared_ptr<const RuleModules> shared_modules() const { return modules_; }

  bool over() const { return over_; }
  int player_count() const { return static_cast<int>(players_.size()); }
  const PlayerState& player(int seat) const { return players_.at(static_cast<std::size_t>(seat)); }
  // The seat that acts next, and the revealed building it acts on (when not over).
  int to_act() const { return to_act_; }
  int current_piece() const { return current_piece_; }
  // Rounds played or in play: one per revealed building that was not blocked.
  int round() const { return round_; }
  const std::vector<std::string>& deck() const { return deck_; }
  int cards_revealed() const { return static_cast<int>(next_card_); }
  // Buildings blocked so far (R15), in order.
  const std::vector<int>& blocked() const { return blocked_; }
  // The revealed building of each round, in order: the piece turns()[i] acted on.
  const std::vector<int>& round_pieces() const { return round_pieces_; }

  bool may_pass() const;
  std::optional<Violation> check(const Action& action) const;
  // Applies a legal action; returns the violation and changes nothing otherwise.
  std::optional<Violation> apply(const Action& action);

  // Every action so far: one entry per revealed building, one slot per seat (empty for
  // a seat that had dropped out or has not acted yet) -- the "turns" of a game record.
  const std::vector<std::vector<std::optional<Action>>>& turns() const { return turns_; }

  // Points the acting player would gain at once by building `city_after` (races).
  int race_points_if(const City& city_after) const;
  // Whether `seat` may still win race `race` (index into modules().races): public at
  // the reveal, since a race closes only when a round is revealed (R36).
  bool race_open_to(std::size_t race, int seat) const;
  // The races `seat` may still win, in ruleset order.
  std::vector<std::size_t> open_races(int seat) const;

  // Final scoring (R21-R24, R30-R36, R40-R41, R47); valid once over().
  GameResult result() const;

 private:
  void reveal_next_building();
  void advance_turn();
  void award_races(PlayerState& player);

  const Catalogue* catalogue_;
  const Ruleset* ruleset_;
  HouseRules house_rules_;
  BoardChoice board_;
  std::shared_ptr<const RuleModules> modules_;
  std::vector<PlayerState> players_;
  std::vector<std::string> deck_;
  std::vector<int> deck_pieces_;  // -1 for the block card
  std::size_t next_card_ = 0;
  int current_piece_ = -1;
  int to_act_ = -1;
  int round_ = 0;
  bool over_ = false;
  std::vector<int> blocked_;
  std::vector<int> round_pieces_;
  std::vector<std::vector<std::optional<Action>>> turns_;
  std::vector<bool> race_closed_;
  std::vector<std::vector<bool>> race_won_;  // [race][seat]
  std::vector<bool> race_reached_this_round_;
};

// R41: tie-break keys, the empty meadow cells of each row from the top.
std::vector<int> empty_meadow_per_row(const City& city);
// R40/R41: 1-based competition ranks (1, 1, 3) for scores with their tie-break keys.
std::vector<int> competition_ranks(const std::vector<int>& scores,
                                   const std::vector<std::vector<int>>& tie_keys);

}  // namespace mycity
