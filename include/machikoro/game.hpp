// One game of Machi Koro as a state machine (docs/machikoro.md): pending() names the one
// decision it waits for, legal_actions() lists its answers, apply() takes one. The engine
// never rolls: dice are chance nodes the driver answers, so a record replays exactly.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "base/random.hpp"
#include "machikoro/action.hpp"
#include "machikoro/cards.hpp"
#include "machikoro/event.hpp"
#include "machikoro/setup.hpp"
#include "machikoro/supply.hpp"

namespace machikoro {

inline constexpr int kMaxTurns = 1000;  // K31

struct Firing;          // an establishment about to resolve (src/machikoro/effects/effect.hpp)
enum class BuildFault;  // what is wrong with a build (src/machikoro/building.cpp)

struct PlayerState {
  std::string name;
  int coins = 0;
  std::vector<int> establishments;  // copies, per establishment index
  std::vector<bool> landmarks;      // built, per landmark index

  int copies(int card) const { return establishments.at(static_cast<std::size_t>(card)); }
  bool built(int landmark) const {
    return landmark >= 0 && landmarks.at(static_cast<std::size_t>(landmark));
  }
};

// The dice of the turn in play.
struct TurnRoll {
  Dice first;               // the first roll
  Dice dice;                // the roll that counts (K5: the re-roll, if any)
  bool rerolled = false;    // K5
  bool harbor = false;      // K6: 2 added
  int total = 0;            // the final total, K6 included
  Dice extra;               // K26: the Tuna Boat's roll, if made
  bool extra_turn = false;  // K28: doubles with the Amusement Park built at the roll
};

class Game {
 public:
  // Keeps a reference to `cards`: it must outlive the game. Throws SetupError.
  Game(const CardSet& cards, Setup setup);
  // A game at the start of `active`'s first turn with these cities instead of the starting
  // ones (tests, analysis; the supply is the setup's). Throws SetupError if they do not fit.
  static Game at_position(const CardSet& cards, Setup setup, std::vector<PlayerState> cities,
                          int active);

  const CardSet& cards() const { return *cards_; }
  // The setup the game started from (a lookahead copy's reshuffled deck is not in it).
  const Setup& setup() const { return *setup_; }

  Pending pending() const;
  // Every choice apply() accepts now (empty only once the game is over).
  std::vector<Action> legal_actions() const;
  // The same into `out` (cleared first), so a caller that asks often reuses its buffer.
  void legal_actions(std::vector<Action>& out) const;
  // Why `choice` is illegal now, or nothing if it is legal.
  std::optional<Violation> check(const Action& choice) const;
  // Whether the active player could build `card` with their city, their coins and the supply
  // as they stand, whatever decision is pending (the market's hint): the same rules as a build
  // the game is asked for (K2, K13-K16).
  bool could_build(CardRef card) const;
  // Applies a legal choice and plays on to the next decision; returns the refusal and
  // changes nothing otherwise.
  std::optional<Violation> apply(const Action& choice);

  int player_count() const { return static_cast<int>(players_.size()); }
  const PlayerState& player(int seat) const { return players_.at(static_cast<std::size_t>(seat)); }
  const Supply& supply() const { return supply_; }
  int active() const { return active_; }
  // Turns begun so far, extra turns (K28) included: 1 during the first turn.
  int turn() const { return turn_; }
  const TurnRoll& roll() const { return roll_; }
  // What happened so far in the game, in order, and in the turn in play (or the last turn).
  const std::vector<Event>& events() const { return events_; }
  std::span<const Event> turn_events() const {
    return std::span<const Event>(events_).subspan(turn_start_);
  }

  // Lookahead (the computer players): without the event log a copy is cheap and play is
  // faster; events() and turn_events() then stay empty. On by default.
  void keep_event_log(bool keep);
  // Lookahead: the cards of the "ten types" deck not turned yet in an order drawn from `rng`
  // alone, whatever their true order (a guess at the unseen; what lies out stays). Nothing
  // changes with all types.
  void shuffle_hidden_deck(base::Rng& rng) { supply_.shuffle_deck(rng); }
  // Estimates (the computer players), nothing moves: the coins `payer` (a seat or kBank)
  // would owe `owner`'s copies of establishment `card` if `roller` made a final total of
  // `total` with these cities (K10-K12, K24, K25; 0 when it does not fire). Before K11's
  // partial payment; the TV Station asks its amount of the richest opponent (the first in turn
  // order on a tie), as a greedy owner would choose; the Business Center asks nothing; the Tuna
  // Boat counts an extra roll of `extra_total` (K26).
  int due(const std::vector<PlayerState>& cities, int roller, int total, int owner, int card,
          int payer, int extra_total = 7) const;
  // The players' cities as they stand (a start for due()'s "what if" cities).
  const std::vector<PlayerState>& cities() const { return players_; }

  bool over() const { return phase_ == Decision::GameOver; }
  // The winner's seat (K30); nothing while in play or after K31.
  std::optional<int> winner() const { return winner_; }
  // K30: whether `city` has landmark `index` still to build in this game (in its edition,
  // not one that starts built, not built yet). The one statement of it: the win, the computer
  // players and the table's facts ask it.
  bool landmark_to_build(const PlayerState& city, int index) const {
    const Landmark& l = cards().landmark(index);
    return in_game(l.edition, setup_->edition) && !l.starts_built && !city.built(index);
  }
  // K30: every landmark of the game but those that start built.
  bool has_all_landmarks(int seat) const;
  int landmarks_built(int seat) const;

 private:
  // The steps of a turn (turn.cpp), each playing on until a decision is pending.
  void begin_turn();
  void ask_roll();
  void roll_done();
  void final_roll();
  void before_build();
  void end_turn();

  // Income (income.cpp): K10-K12, K24, K26.
  bool fires(int owner, int card) const;
  bool fires_in(const std::vector<PlayerState>& cities, int roller, int total, int owner,
                int card) const;
  Firing firing_in(const std::vector<PlayerState>& cities, int roller, int owner, int card,
                   int extra_total) const;
  int extra_roll_card() const;
  Firing firing(int owner, int card) const;
  void resolve(int owner, int card, const Action* choice);
  void pay_red();
  void after_red();
  void pay_blue_green();
  void resolve_purple();
  int purple_card() const {
    return cards().firing_on(roll_.total, Colour::Purple).at(purple_next_);
  }

  // Whether `choice` answers the pending decision (legal_actions.cpp); if not, `why` (when given)
  // says why. The one place for what is legal: check, apply and legal_actions ask it.
  bool legal(const Action& choice, Violation* why) const;

  // Building (building.cpp): K13-K16, K29, K30.
  bool legal_build(const Action& choice, Violation* why) const;
  void list_builds(std::vector<Action>& out) const;
  BuildFault build_fault(const Action& choice) const;
  Violation build_refusal(BuildFault fault, const Action& choice) const;
  void build(const Action& choice);
  void retire_if_everyone_owns(int card);

  void log(const Event& event) {
    if (keep_events_) events_.push_back(event);
  }
  bool has(int seat, int landmark) const { return player(seat).built(landmark); }

  const CardSet* cards_;
  std::shared_ptr<const Setup> setup_;  // shared by copies: the deck of names is long
  std::vector<PlayerState> players_;
  Supply supply_;
  int train_station_, shopping_mall_, amusement_park_, radio_tower_, harbor_, airport_, city_hall_;

  Decision phase_ = Decision::DiceCount;
  int active_ = 0;
  int turn_ = 0;
  int dice_count_ = 1;
  TurnRoll roll_;
  std::size_t purple_next_ = 0;  // the purple card (K12) resolving or next, of firing_on()
  std::vector<Event> events_;
  bool keep_events_ = true;
  std::size_t turn_start_ = 0;  // the turn in play's first event
  std::optional<int> winner_;
};

// Section 8: 1-based places, the winner first, then by landmarks built, then coins; a full
// tie shares the place (1, 1, 3).
std::vector<int> ranks(const Game& game);

}  // namespace machikoro
