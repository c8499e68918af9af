// The one decision a game waits for (OpenSpiel-style: chance nodes for dice, player
// decisions otherwise), the choices that answer it, and why a choice is refused.
#pragma once

#include <optional>
#include <string>
#include <vector>

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
  int player = -1;        // who decides or rolls: the active player
  int dice = 0;           // Roll, ExtraRoll: how many dice
  std::string card = {};  // ExtraRoll, Target, Swap: the card that asks

  bool chance() const { return decision == Decision::Roll || decision == Decision::ExtraRoll; }
};

enum class ChoiceKind {
  Dice,          // Roll, ExtraRoll: the values, 1-6 each
  DiceCount,     // DiceCount: `count`
  Reroll,        // RadioTower
  KeepRoll,      // RadioTower
  AddTwo,        // Harbor
  NoAddTwo,      // Harbor
  Target,        // Target: `seat`
  Swap,          // Swap: give `card`, take `take` from `seat`
  DeclineSwap,   // Swap
  Build,         // Build: `card`, an establishment or landmark id
  BuildNothing,  // Build
};

struct Choice {
  ChoiceKind kind = ChoiceKind::BuildNothing;
  std::vector<int> dice = {};
  int count = 0;
  int seat = -1;
  std::string card = {};
  std::string take = {};

  static Choice roll(std::vector<int> values) { return {ChoiceKind::Dice, std::move(values)}; }
  static Choice dice_count(int n) { return {ChoiceKind::DiceCount, {}, n}; }
  static Choice reroll() { return {ChoiceKind::Reroll}; }
  static Choice keep_roll() { return {ChoiceKind::KeepRoll}; }
  static Choice add_two() { return {ChoiceKind::AddTwo}; }
  static Choice no_add_two() { return {ChoiceKind::NoAddTwo}; }
  static Choice target(int seat) { return {ChoiceKind::Target, {}, 0, seat}; }
  static Choice swap(std::string give, int seat, std::string take) {
    return {ChoiceKind::Swap, {}, 0, seat, std::move(give), std::move(take)};
  }
  static Choice decline_swap() { return {ChoiceKind::DeclineSwap}; }
  static Choice build(std::string card) { return {ChoiceKind::Build, {}, 0, -1, std::move(card)}; }
  static Choice build_nothing() { return {ChoiceKind::BuildNothing}; }

  friend bool operator==(const Choice&, const Choice&) = default;
};

// A short English description, e.g. "build cafe", "dice 3 4" (messages, tests).
std::string describe(const Choice& choice);

// Why a choice is refused: the rule broken and the words, e.g. K16 "no cafe lies out".
struct Refusal {
  std::string rule;
  std::string reason;

  std::string text() const { return rule + ": " + reason; }
};

}  // namespace machikoro
