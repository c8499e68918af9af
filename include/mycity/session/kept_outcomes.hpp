// My City's kept games as the statistics read them (table/player_statistics.hpp): each
// record replayed once to its result, Eternity games and campaign episodes apart.
#pragma once

#include <filesystem>
#include <optional>

#include "mycity/campaign_content.hpp"
#include "mycity/content.hpp"
#include "mycity/game.hpp"
#include "mycity/session/finished_games.hpp"
#include "table/kept_outcomes_cache.hpp"
#include "table/player_statistics.hpp"

namespace mycity::session {

// The parts of the statistics a kept game counts in (table::KeptOutcome::part).
inline constexpr int kEternityPart = 0;
inline constexpr int kCampaignPart = 1;

// Each seat's name, score and whether it won; a computer is known by its default name.
table::GameOutcome outcome_of(const GameResult& result);

// A kept game's outcome in its part, its deal the day's code when it is a game of the day of
// `eternity` (day_game.hpp); nothing when its file does not replay (a campaign episode does
// not without `campaign`).
std::optional<table::KeptOutcome> kept_outcome(const Catalogue& catalogue, const Ruleset& eternity,
                                               const CampaignDef* campaign,
                                               const std::filesystem::path& file);

// The games kept in `kept`, read as kept_outcome reads them; `kept`, `catalogue`, `eternity`
// and `campaign` must outlive it.
table::KeptOutcomesCache kept_outcomes_cache(const FinishedGames& kept, const Catalogue& catalogue,
                                             const Ruleset& eternity, const CampaignDef* campaign);

}  // namespace mycity::session
