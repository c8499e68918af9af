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

std::optional<table::KeptOutcome> kept_outcome(const Catalogue& catalogue,
                                               const CampaignDef* campaign,
                                               const std::filesystem::path& file) {
  try {
    const Record record = read_record_file(file.string(), catalogue);
    return table::KeptOutcome{.part = record.legacy ? kCampaignPart : kEternityPart,
                              .outcome = outcome_of(final_result(catalogue, campaign, record))};
  } catch (const std::exception&) {
    return std::nullopt;  // the list of finished games says why
  }
}

table::KeptOutcomesCache kept_outcomes_cache(const FinishedGames& kept, const Catalogue& catalogue,
                                             const CampaignDef* campaign) {
  return table::KeptOutcomesCache(
      [&kept] {
        std::vector<std::filesystem::path> files;
        for (FinishedGameFile& file : kept.list()) files.push_back(std::move(file.path));
        std::reverse(files.begin(), files.end());  // oldest first
        return files;
      },
      [&catalogue, campaign](const std::filesystem::path& file) {
        return kept_outcome(catalogue, campaign, file);
      });
}

}  // namespace mycity::session
