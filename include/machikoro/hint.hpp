// A person's hint (docs/machikoro.md, "Hint"): what the hard computer player would choose at
// the pending decision, and why, in numbers a player can check. The choice is the hard
// player's own (make_bot("hard") given the same Rng chooses the same); the numbers are the
// estimates its choice rests on, from its income model. No words: the session gives them.
#pragma once

#include <optional>
#include <stop_token>
#include <variant>

#include "base/random.hpp"
#include "machikoro/game.hpp"

namespace machikoro {

// How often a card's numbers come: the chance of a roll of `dice` dice showing one of them.
struct NumberChance {
  int card = -1;  // the establishment whose numbers they are
  int low = 0;
  int high = 0;
  int dice = 1;
  double chance = 0;
};

// The establishment of the city whose income moves most with a build: a multiplier and
// what it counts (K25), the Shopping Mall's cups and bread (K24). A card of -1: none.
struct Partner {
  int card = -1;
  int copies = 0;

  bool found() const { return card >= 0; }
};

// K4: the own roll's expected net coins on one die and on two.
struct DiceForIncome {
  int dice = 1;
  double one_die = 0;
  double two_dice = 0;
};
// K5: what the roll made pays against a fresh roll's expected coins.
struct RerollForIncome {
  bool reroll = false;
  int total = 0;
  double kept = 0;
  double fresh = 0;
};
// K6: what the total pays as rolled and with 2 added.
struct HarborForIncome {
  bool add_two = false;
  int total = 0;
  double as_rolled = 0;
  double plus_two = 0;
};
// K12: the TV Station takes from the richest opponent.
struct RichestTarget {
  int seat = -1;
  int coins = 0;
  int landmarks = 0;
};
// K15: the swap chosen or, declining, the best one offered (none: none is), with the income
// a round it adds to this seat and to the opponent.
struct SwapForIncome {
  std::optional<Action> swap = {};
  double mine = 0;
  double theirs = 0;
};
// An establishment: the income a round it adds, the card it works with, how often the
// number that pays comes.
struct BuildForIncome {
  int card = -1;
  double per_round = 0;
  Partner partner = {};
  NumberChance number = {};
};
// A landmark: the income a round it adds and the landmarks left after it (0: it wins, K30).
struct BuildLandmark {
  int landmark = -1;
  double per_round = 0;
  Partner partner = {};
  int left_after = 0;
};
// Nothing built: the cheapest landmark left that the coins do not reach (none: they reach
// every one), the coins short, the income a round and the rounds it takes to earn them.
struct SaveFor {
  std::optional<int> landmark = {};
  int short_by = 0;
  double per_round = 0;
  int rounds = 0;
};
// K29: nothing built, the Airport pays.
struct AirportPays {
  int coins = 0;
};

using HintReason = std::variant<DiceForIncome, RerollForIncome, HarborForIncome, RichestTarget,
                                SwapForIncome, BuildForIncome, BuildLandmark, SaveFor, AirportPays>;

// A build where looking ahead overruled the income model: the mean win chance of the choice
// over the futures it was played on, and of the income model's first choice.
struct Foresight {
  int futures = 0;
  double chance = 0;
  Action first = {};
  double first_chance = 0;
};

struct Hint {
  Action choice = {};
  HintReason reason = {};
  std::optional<Foresight> foresight = {};
};

// The hint at `game`'s pending decision, with `rng` as a computer at that seat would be given
// it; nothing when no player decides (a roll, the game over). A stop request cuts the
// lookahead short, as it does the hard player's (Bot::choose).
std::optional<Hint> hint(const Game& game, base::Rng& rng, std::stop_token stop = {});

}  // namespace machikoro
