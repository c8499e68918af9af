#include "screens/machikoro/play/hint_marks.hpp"

#include <cmath>

#include "ui/theme.hpp"

namespace app::mk {

using machikoro::Action;
using machikoro::ActionKind;
using Kind = Command::Kind;

bool hint_points_at(const machikoro::Game& game, const PlayUi& ui, const TableCard& card) {
  if (!ui.hint) return false;
  const Action& choice = ui.hint->choice;
  const int active = game.active();
  if (choice.kind == ActionKind::Build)
    return card.card == choice.card && (choice.card.landmark ? card.seat == active : card.seat < 0);
  if (choice.kind != ActionKind::Swap || card.card.landmark) return false;
  return (card.seat == active && card.card.index == choice.card.index) ||
         (card.seat == choice.seat && card.card.index == choice.take);
}

bool hint_answers(const PlayUi& ui, const Command& command) {
  if (!ui.hint) return false;
  const Action& choice = ui.hint->choice;
  switch (command.kind) {
    case Kind::DiceCount:
      return choice == Action::dice_count(command.count);
    case Kind::Reroll:
      return choice.kind == ActionKind::Reroll;
    case Kind::KeepRoll:
      return choice.kind == ActionKind::KeepRoll;
    case Kind::AddTwo:
      return choice.kind == ActionKind::AddTwo;
    case Kind::NoAddTwo:
      return choice.kind == ActionKind::NoAddTwo;
    case Kind::Target:
      return choice == Action::target(command.seat);
    case Kind::Swap:
      return choice.kind == ActionKind::Swap && ui.give == choice.card.index && ui.take &&
             ui.take->seat == choice.seat && ui.take->card.index == choice.take;
    case Kind::DeclineSwap:
      return choice.kind == ActionKind::DeclineSwap;
    case Kind::EndTurn:  // ends the turn with the build picked: the hint's, or nothing
      return ui.build ? choice == Action::build(*ui.build)
                      : choice.kind == ActionKind::BuildNothing;
    default:
      return false;
  }
}

void mark_hinted(ImDrawList* list, ImVec2 min, ImVec2 max, float ui_scale) {
  const float line = std::round(2.0f * ui_scale);
  const float out = 3 * line;
  list->AddRect({min.x - out, min.y - out}, {max.x + out, max.y + out}, palette::kHinted,
                4.0f * ui_scale, 0, line * 1.5f);
}

}  // namespace app::mk
