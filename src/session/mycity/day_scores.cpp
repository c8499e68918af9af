#include "mycity/session/day_scores.hpp"

#include <algorithm>

namespace mycity::session {

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
