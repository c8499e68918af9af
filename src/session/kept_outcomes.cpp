#include "mycity/session/kept_outcomes.hpp"

#include <algorithm>
#include <exception>

#include "table/default_names.hpp"

namespace mycity::session {

table::GameOutcome outcome_of(const GameResult& result) {
  table::GameOutcome outcome;
  for (const PlayerResult& player : result.players) {
    const bool won = std::find(result.winners.begin(), result.winners.end(), player.name) !=
                     result.winners.end();
    outcome.seats.push_back({.name = player.name,
                             .computer = table::is_default_computer_name(player.name),
                             .score = player.score,
                             .won = won});
  }
  return outcome;
}

KeptOutcomes kept_outcomes(const FinishedGames& kept, const Catalogue& catalogue,
                           const CampaignDef* campaign) {
  KeptOutcomes outcomes;
  std::vector<FinishedGameFile> files = kept.list();
  std::reverse(files.begin(), files.end());  // oldest first
  for (const FinishedGameFile& file : files) {
    try {
      const Record record = read_record_file(file.path.string(), catalogue);
      const GameResult result = final_result(catalogue, campaign, record);
      (record.legacy ? outcomes.campaign : outcomes.eternity).push_back(outcome_of(result));
    } catch (const std::exception&) {
      ++outcomes.unreadable;
    }
  }
  return outcomes;
}

}  // namespace mycity::session
