#include "table/player_statistics.hpp"

#include <algorithm>
#include <numeric>

namespace table {
namespace {

const SeatOutcome* seat_of(const GameOutcome& game, std::span<const std::string> names) {
  for (const SeatOutcome& seat : game.seats)
    if (!seat.computer && std::find(names.begin(), names.end(), seat.name) != names.end())
      return &seat;
  return nullptr;
}

ComputerResults& results_against(std::vector<ComputerResults>& against,
                                 const std::string& computer) {
  const auto found = std::find_if(against.begin(), against.end(),
                                  [&](const ComputerResults& r) { return r.computer == computer; });
  if (found != against.end()) return *found;
  return against.emplace_back(ComputerResults{.computer = computer, .wins = 0, .losses = 0});
}

// Each computer of the game once, however many seats it plays.
void count_computers(const GameOutcome& game, bool won, PlayerStatistics& stats) {
  std::vector<std::string> met;
  for (const SeatOutcome& seat : game.seats) {
    if (!seat.computer || std::find(met.begin(), met.end(), seat.name) != met.end()) continue;
    met.push_back(seat.name);
    ComputerResults& results = results_against(stats.against, seat.name);
    ++(won ? results.wins : results.losses);
  }
}

}  // namespace

PlayerStatistics player_statistics(std::span<const GameOutcome> games,
                                   std::span<const std::string> names, BetterScore better) {
  PlayerStatistics stats;
  for (const GameOutcome& game : games) {
    const SeatOutcome* seat = seat_of(game, names);
    if (seat == nullptr) continue;
    ++stats.games;
    if (seat->won) ++stats.wins;
    count_computers(game, seat->won, stats);
    if (seat->score) stats.scores.push_back(*seat->score);
  }
  if (stats.scores.empty()) return stats;
  const double total = std::accumulate(stats.scores.begin(), stats.scores.end(), 0.0);
  stats.mean_score = total / static_cast<double>(stats.scores.size());
  stats.best_score = better == BetterScore::Higher
                         ? *std::max_element(stats.scores.begin(), stats.scores.end())
                         : *std::min_element(stats.scores.begin(), stats.scores.end());
  return stats;
}

std::vector<GameOutcome> played_with_hints(std::span<const GameOutcome> games, bool hinted) {
  std::vector<GameOutcome> out;
  for (const GameOutcome& game : games) {
    GameOutcome kept;
    bool person = false;
    for (const SeatOutcome& seat : game.seats) {
      if (!seat.computer && seat.hinted != hinted) continue;
      person = person || !seat.computer;
      kept.seats.push_back(seat);
    }
    if (person) out.push_back(std::move(kept));
  }
  return out;
}

std::vector<std::string> people_in(std::span<const GameOutcome> games) {
  std::vector<std::string> people;
  for (const GameOutcome& game : games)
    for (const SeatOutcome& seat : game.seats)
      if (!seat.computer && std::find(people.begin(), people.end(), seat.name) == people.end())
        people.push_back(seat.name);
  return people;
}

}  // namespace table
