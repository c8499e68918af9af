// The hard player's corrections to medium's build values, in coins per card, fitted by
// playing against medium players (tools/machikoro-tune; docs/machikoro.md, "Fitted
// biases"). A card the tables do not name gets none, so a new card needs no entry.
#pragma once

#include <string_view>
#include <vector>

#include "bots/policy.hpp"

namespace machikoro::bots {

// The table for `edition` and this many players (base: one for 3, one for 2, 4 and 5; Plus:
// one for all).
BuildBias fitted_bias(const CardSet& cards, Edition edition, int players);
// How the fitted policy reckons what opponents pay: as they can pay it.
inline constexpr Takings kFittedTakings = {.red_as_paid = true, .purple_from_savings = true};
// The build policy the tables were fitted for: medium's with `bias`, takings reckoned as
// kFittedTakings, and a landmark that holds a better one back counted down.
PolicySettings fitted_policy(const BuildBias& bias);
// A bias of no effect, sized for `cards` (where fitting starts).
BuildBias neutral_bias(const CardSet& cards);
// The cards the edition's tables name (each must be a card of that edition).
std::vector<std::string_view> fitted_cards(Edition edition);

}  // namespace machikoro::bots
