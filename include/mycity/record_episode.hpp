// What a record can hold by its content: only cards of its ruleset's deck (content.md
// "Decks") and, in a legacy episode, start boards the campaign can have produced (R52).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mycity/campaign_content.hpp"
#include "mycity/placement.hpp"
#include "mycity/record.hpp"

namespace mycity {

// The first card of `deck` that `rules` does not deal, as "at /deck/N: ..."; nothing when
// every card is one of its deck (a shorter deck is fine).
std::optional<std::string> card_outside_deck(const Ruleset& rules,
                                             const std::vector<std::string>& deck);

// R52: why `board`, the printed board with `stickers` applied, cannot be a city's at the
// start of `episode`: more stickers of a kind than the campaign gives by then, or a fixed
// start sticker (gold, the railway) of this or an earlier episode missing.
std::optional<Violation> impossible_at_start(const CampaignDef& campaign, const BoardDef& printed,
                                             int episode,
                                             const std::vector<RecordSticker>& stickers,
                                             const BoardLayout& board);

}  // namespace mycity
