// The one decision a game waits for (OpenSpiel-style: chance nodes for dice, player
// decisions otherwise), the choices that answer it, and why a choice is refused.
#pragma once

#include <algorithm>
#include <array>
#include <initializer_list>
#include <span>
#include <string>

#include "machikoro/cards.hpp"

namespace machikoro {

enum class Decision {
  DiceCount,   // K4: one or two dice (Train Station)
  Roll,        // chance: the driver applies `dice` values
  RadioTower,  // K5: roll again or keep
  Harbor,      // K6: add 2 to a total of 10 or more, or not
  ExtraRoll,   // chance, K26: the Tuna Boat's two dice
  Target,      // K12: the opponent a card takes from (TV Station)
  Swap,        // K15: a swap of establishments, or none (Business Center)
  Build,       // K14, K16: one establishment or landmark, or nothing
  GameOver,    // K30, K31: nothing more to decide
};

struct Pending {
  Decision decision = Decision::GameOver;
  int player = -1;  // who decides or rolls: the active player
  int dice = 0;     // Roll, ExtraRoll: how many dice
  int card = -1;    // ExtraRoll, Target, Swap: the establishment that asks

  bool chance() const { return decision == Decision::Roll || decision == Decision::ExtraRoll; }
};

// The values of a roll of one or two dice. A roll of more dice is only ever refused (K4), so
// it keeps its count and its first two values.
struct Dice {
  int count = 0;
  std::array<int, 2> values = {};

  static Dice of(std::span<const int> values);
  std::span<const int> shown() const {
    return std::span<const int>(values).first(static_cast<std::size_t>(std::min(count, 2)));
  }
  int total() const;
  bool empty() const { return count == 0; }
  friend bool operator==(const Dice&, const Dice&) = default;
};

enum class ActionKind {
  Dice,          // Roll, ExtraRoll: `dice`, 1-6 each
  DiceCount,     // DiceCount: `count`
  Reroll,        // RadioTower
  KeepRoll,      // RadioTower
  AddTwo,        // Harbor
  NoAddTwo,      // Harbor
  Target,        // Target: `seat`
  Swap,          // Swap: give establishment `card`, take establishment `take` from `seat`
  DeclineSwap,   // Swap
  Build,         // Build: `card`, an establishment or a landmark
  BuildNothing,  // Build
};

// A small value: the computer players list and copy thousands of them.
struct Action {
  ActionKind kind = ActionKind::BuildNothing;
  Dice dice = {};
  int count = 0;
  int seat = -1;
  CardRef card = {};
  int take = -1;

  static Action roll(std::span<const int> values) { return {ActionKind::Dice, Dice::of(values)}; }
  static Action roll(std::initializer_list<int> values) {
    return roll(std::span<const int>(values.begin(), values.size()));
  }
  static Action dice_count(int n) { return {ActionKind::DiceCount, {}, n}; }
  static Action reroll() { return {ActionKind::Reroll}; }
  static Action keep_roll() { return {ActionKind::KeepRoll}; }
  static Action add_two() { return {ActionKind::AddTwo}; }
  static Action no_add_two() { return {ActionKind::NoAddTwo}; }
  static Action target(int seat) { return {ActionKind::Target, {}, 0, seat}; }
  static Action swap(int give, int seat, int take) {
    return {ActionKind::Swap, {}, 0, seat, CardRef::establishment(give), take};
  }
  static Action decline_swap() { return {ActionKind::DeclineSwap}; }
  static Action build(CardRef card) { return {ActionKind::Build, {}, 0, -1, card}; }
  static Action build_nothing() { return {ActionKind::BuildNothing}; }

  friend bool operator==(const Action&, const Action&) = default;
};

// A short English description with the cards' ids, e.g. "build cafe", "dice 3 4" (messages,
// tests).
std::string describe(const CardSet& cards, const Action& choice);

// Why a choice is refused: the rule broken and the words, e.g. K16 "no cafe lies out".
struct Violation {
  std::string rule;
  std::string reason;

  std::string text() const { return rule + ": " + reason; }
};

}  // namespace machikoro
