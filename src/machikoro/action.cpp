#include "machikoro/action.hpp"

#include <numeric>

namespace machikoro {

Dice Dice::of(std::span<const int> values) {
  Dice dice{static_cast<int>(values.size())};
  std::copy_n(values.begin(), std::min<std::size_t>(values.size(), 2), dice.values.begin());
  return dice;
}

int Dice::total() const {
  const std::span<const int> v = shown();
  return std::accumulate(v.begin(), v.end(), 0);
}

std::string describe(const CardSet& cards, const Action& choice) {
  const auto name = [&](CardRef card) {  // a choice from outside may name no card
    const auto count = card.landmark ? cards.landmarks().size() : cards.establishments().size();
    const bool known = card.index >= 0 && static_cast<std::size_t>(card.index) < count;
    return known ? cards.id(card) : "card " + std::to_string(card.index);
  };
  switch (choice.kind) {
    case ActionKind::Dice: {
      std::string text = "dice";
      for (const int value : choice.dice.shown()) text += " " + std::to_string(value);
      return text;
    }
    case ActionKind::DiceCount:
      return "roll " + std::to_string(choice.count) + (choice.count == 1 ? " die" : " dice");
    case ActionKind::Reroll:
      return "roll again";
    case ActionKind::KeepRoll:
      return "keep the roll";
    case ActionKind::AddTwo:
      return "add 2";
    case ActionKind::NoAddTwo:
      return "do not add 2";
    case ActionKind::Target:
      return "take from seat " + std::to_string(choice.seat);
    case ActionKind::Swap:
      return "give " + name(choice.card) + " to seat " + std::to_string(choice.seat) + " for " +
             name(CardRef::establishment(choice.take));
    case ActionKind::DeclineSwap:
      return "no swap";
    case ActionKind::Build:
      return "build " + name(choice.card);
    case ActionKind::BuildNothing:
      return "build nothing";
  }
  return "?";
}

}  // namespace machikoro
