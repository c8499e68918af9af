// The effect kinds (docs/machikoro.md, "Effect kinds"); make_effect reads their parameters.
#pragma once

#include <memory>
#include <vector>

#include "effect.hpp"

namespace machikoro::effects {

// Coins from the bank (blue, green) or from the roller (red).
std::shared_ptr<const Effect> bank(int amount);
std::shared_ptr<const Effect> from_roller(int amount);
// K25: `amount` per own card with `icon`, or per own copy of establishment `card`.
std::shared_ptr<const Effect> per_icon(int amount, Icon icon);
std::shared_ptr<const Effect> per_card(int amount, int card);
// K26: the extra roll's total per boat.
std::shared_ptr<const Effect> tuna_boat();

// Purple (K12): from every opponent, from one chosen, per opponent's icons, the Tax Office.
std::shared_ptr<const Effect> from_each(int amount);
std::shared_ptr<const Effect> take_from_one(int amount);
std::shared_ptr<const Effect> per_icons_from_each(int amount, std::vector<Icon> icons);
std::shared_ptr<const Effect> tax_office(int min_coins);
// K15: the Business Center's swap.
std::shared_ptr<const Effect> swap();

}  // namespace machikoro::effects
