// Driving a campaign with computer players (tests, simulations): every choice the
// campaign asks for (cards, sticker targets) made by a Bot.
#pragma once

#include "base/random.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign.hpp"

namespace mycity {

// Places the pending sticker where the bot chooses among the legal targets (random and
// greedy draw one uniformly).
void place_sticker_by(Campaign& campaign, Bot& bot, base::Rng& rng);

// One step in any phase: open the envelope, place a sticker, play the bot's action for
// the seat to act, or go on to the next episode. Returns false once the campaign is
// finished (and does nothing then).
bool step_with_bot(Campaign& campaign, Bot& bot, base::Rng& rng);

// Steps until the campaign is finished.
void play_campaign(Campaign& campaign, Bot& bot, base::Rng& rng);

}  // namespace mycity
