#include "machikoro_json.hpp"

namespace cli {

using nlohmann::ordered_json;

const char* decision_name(machikoro::Decision decision) {
  using machikoro::Decision;
  switch (decision) {
    case Decision::DiceCount:
      return "dice_count";
    case Decision::Roll:
      return "roll";
    case Decision::RadioTower:
      return "radio_tower";
    case Decision::Harbor:
      return "harbor";
    case Decision::ExtraRoll:
      return "extra_roll";
    case Decision::Target:
      return "target";
    case Decision::Swap:
      return "swap";
    case Decision::Build:
      return "build";
    case Decision::GameOver:
      break;
  }
  return "game_over";
}

ordered_json choice_json(const machikoro::CardSet& cards, const machikoro::Action& choice) {
  using machikoro::ActionKind;
  switch (choice.kind) {
    case ActionKind::Dice:
      return {{"kind", "dice"},
              {"dice", std::vector<int>(choice.dice.shown().begin(), choice.dice.shown().end())}};
    case ActionKind::DiceCount:
      return {{"kind", "dice_count"}, {"count", choice.count}};
    case ActionKind::Reroll:
      return {{"kind", "reroll"}};
    case ActionKind::KeepRoll:
      return {{"kind", "keep_roll"}};
    case ActionKind::AddTwo:
      return {{"kind", "add_two"}};
    case ActionKind::NoAddTwo:
      return {{"kind", "no_add_two"}};
    case ActionKind::Target:
      return {{"kind", "target"}, {"seat", choice.seat}};
    case ActionKind::Swap:
      return {{"kind", "swap"},
              {"give", cards.id(choice.card)},
              {"with", choice.seat},
              {"take", cards.establishment(choice.take).id}};
    case ActionKind::DeclineSwap:
      return {{"kind", "decline_swap"}};
    case ActionKind::Build:
      return {{"kind", "build"}, {"card", cards.id(choice.card)}};
    case ActionKind::BuildNothing:
      break;
  }
  return {{"kind", "build_nothing"}};
}

}  // namespace cli
