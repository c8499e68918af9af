#include "mycity/session/day_scores.hpp"

#include <algorithm>
#include <exception>

#include "mycity/record.hpp"
#include "mycity/session/kept_outcomes.hpp"

namespace mycity::session {

std::vector<table::GameOutcome> day_outcomes(const FinishedGames& kept, const Catalogue& catalogue,
                                             const Ruleset& ruleset, const DayGame& day,
                                             const std::filesystem::path& leave_out) {
  std::vector<FinishedGameFile> files = kept.list();
  std::reverse(files.begin(), files.end());  // oldest first
  std::vector<table::GameOutcome> outcomes;
  for (const FinishedGameFile& file : files) {
    if (!leave_out.empty() && file.path == leave_out) continue;
    try {
      const Record record = read_record_file(file.path.string(), catalogue);
      if (record.mode != ruleset.id || record.legacy) continue;
      const BoardChoice board{record.board ? std::optional(record.board->seed) : std::nullopt};
      const std::optional<DayGame> its_day =
          day_game_of(ruleset, board, record.deck, record.house_rules);
      if (!its_day || its_day->day != day.day) continue;
      outcomes.push_back(outcome_of(final_result(catalogue, nullptr, record)));
    } catch (const std::exception&) {
      // Unreadable: the list of finished games says why.
    }
  }
  return outcomes;
}

std::vector<DayScore> day_best(std::span<const table::GameOutcome> games,
                               std::span<const table::RememberedPlayer> roster) {
  const std::vector<std::string> recorded = table::people_in(games);
  std::vector<DayScore> best;
  for (const table::ListedPerson& person : table::listed_people(roster, recorded)) {
    const table::PlayerStatistics stats =
        table::player_statistics(games, person.names, table::BetterScore::Higher);
    if (stats.best_score) best.push_back({person.names.front(), *stats.best_score});
  }
  std::sort(best.begin(), best.end(), [](const DayScore& a, const DayScore& b) {
    return a.score != b.score ? a.score > b.score : a.name < b.name;
  });
  return best;
}

std::vector<std::string> new_bests(const table::GameOutcome& game,
                                   std::span<const DayScore> before) {
  std::vector<std::string> names;
  for (const table::SeatOutcome& seat : game.seats) {
    if (seat.computer || !seat.score) continue;
    const auto old = std::find_if(before.begin(), before.end(),
                                  [&](const DayScore& d) { return d.name == seat.name; });
    if (old == before.end() || *seat.score > old->score) names.push_back(seat.name);
  }
  return names;
}

}  // namespace mycity::session
