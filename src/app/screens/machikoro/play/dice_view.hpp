// The dice at the left end of the decision bar: the last roll (one die or two) with its
// total and who rolled it, the Radio Tower's re-roll, the Harbor's 2 and the Tuna Boat's
// extra roll; while the dice tumble, faces that change until they lie still.
#pragma once

#include <string>

#include "machikoro/game.hpp"
#include "machikoro/session/table_layout.hpp"
#include "ui/screen.hpp"

namespace app::mk {

struct DiceScene {
  const machikoro::TurnRoll* roll = nullptr;  // none before the first roll
  std::string who;                            // who rolled it
  float tumbled = 1.0f;                       // 0 to 1: how far the tumble has come
};

void draw_dice(UiFrame& frame, const DiceScene& dice, const machikoro::session::Rect& rect);

}  // namespace app::mk
