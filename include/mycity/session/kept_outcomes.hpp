// My City's kept games as the statistics read them (table/player_statistics.hpp): each
// record replayed once to its result, Eternity games and campaign episodes apart.
#pragma once

#include <vector>

#include "mycity/campaign_content.hpp"
#include "mycity/content.hpp"
#include "mycity/game.hpp"
#include "mycity/session/finished_games.hpp"
#include "table/player_statistics.hpp"

namespace mycity::session {

struct KeptOutcomes {
  std::vector<table::GameOutcome> eternity;  // oldest first
  std::vector<table::GameOutcome> campaign;  // the episodes, oldest first
  int unreadable = 0;  // files that do not replay (the list of finished games says why)
};

// Each seat's name, score and whether it won; a computer is known by its default name.
table::GameOutcome outcome_of(const GameResult& result);

// Every kept game of `kept`; campaign episodes need `campaign` (null: counted unreadable).
KeptOutcomes kept_outcomes(const FinishedGames& kept, const Catalogue& catalogue,
                           const CampaignDef* campaign);

}  // namespace mycity::session
