#include "mycity/session/kept_outcomes.hpp"

#include <algorithm>
#include <exception>

#include "base/utf8_path.hpp"
#include "mycity/record.hpp"
#include "mycity/session/day_game.hpp"
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

namespace {

// The day's code when `record` is a game of the day of `eternity`, else empty.
std::string day_code_of(const Ruleset& eternity, const Record& record) {
  if (record.mode != eternity.id || record.legacy) return "";
  const BoardChoice board{record.board ? std::optional(record.board->seed) : std::nullopt};
  const std::optional<DayGame> day = day_game_of(eternity, board, record.deck, record.house_rules);
  return day ? day->code : "";
}

}  // namespace

std::optional<table::KeptOutcome> kept_outcome(const Catalogue& catalogue, const Ruleset& eternity,
                                               const CampaignDef* campaign,
                                               const std::filesystem::path& file) {
  try {
    const Record record = read_record_file(base::utf8_string(file), catalogue);
    return table::KeptOutcome{.part = record.legacy ? kCampaignPart : kEternityPart,
                              .deal = day_code_of(eternity, record),
                              .outcome = outcome_of(final_result(catalogue, campaign, record))};
  } catch (const std::exception&) {
    return std::nullopt;  // the list of finished games says why
  }
}

table::KeptOutcomesCache kept_outcomes_cache(const FinishedGames& kept, const Catalogue& catalogue,
                                             const Ruleset& eternity, const CampaignDef* campaign) {
  return table::KeptOutcomesCache(
      [&kept] {
        std::vector<std::filesystem::path> files;
        for (FinishedGameFile& file : kept.list()) files.push_back(std::move(file.path));
        std::reverse(files.begin(), files.end());  // oldest first
        return files;
      },
      [&catalogue, &eternity, campaign](const std::filesystem::path& file) {
        return kept_outcome(catalogue, eternity, campaign, file);
      });
}

}  // namespace mycity::session
