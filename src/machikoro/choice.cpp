#include "machikoro/choice.hpp"

namespace machikoro {

std::string describe(const Choice& choice) {
  switch (choice.kind) {
    case ChoiceKind::Dice: {
      std::string text = "dice";
      for (const int value : choice.dice) text += " " + std::to_string(value);
      return text;
    }
    case ChoiceKind::DiceCount:
      return "roll " + std::to_string(choice.count) + (choice.count == 1 ? " die" : " dice");
    case ChoiceKind::Reroll:
      return "roll again";
    case ChoiceKind::KeepRoll:
      return "keep the roll";
    case ChoiceKind::AddTwo:
      return "add 2";
    case ChoiceKind::NoAddTwo:
      return "do not add 2";
    case ChoiceKind::Target:
      return "take from seat " + std::to_string(choice.seat);
    case ChoiceKind::Swap:
      return "give " + choice.card + " to seat " + std::to_string(choice.seat) + " for " +
             choice.take;
    case ChoiceKind::DeclineSwap:
      return "no swap";
    case ChoiceKind::Build:
      return "build " + choice.card;
    case ChoiceKind::BuildNothing:
      return "build nothing";
  }
  return "?";
}

}  // namespace machikoro
