// End-of-game scoring (R21) and ranking (R40, R41, R47).
#include <algorithm>
#include <numeric>

#include "mycity/game.hpp"

namespace mycity {

std::vector<int> empty_meadow_per_row(const City& city) {
  std::vector<int> rows(static_cast<std::size_t>(city.layout().height), 0);
  city.empty_meadow().for_each([&](Cell c) { ++rows[static_cast<std::size_t>(c.y)]; });
  return rows;
}

std::vector<int> competition_ranks(const std::vector<int>& scores,
                                   const std::vector<std::vector<int>>& tie_keys) {
  // a ranks above b: higher score; on equal scores fewer empty meadow cells in the first
  // row where they differ, from the top (R41).
  const auto above = [&](std::size_t a, std::size_t b) {
    if (scores[a] != scores[b]) return scores[a] > scores[b];
    return std::lexicographical_compare(tie_keys[a].begin(), tie_keys[a].end(), tie_keys[b].begin(),
                                        tie_keys[b].end());
  };
  std::vector<int> ranks(scores.size(), 1);
  for (std::size_t a = 0; a < scores.size(); ++a) {
    for (std::size_t b = 0; b < scores.size(); ++b) {
      if (above(b, a)) ++ranks[a];
    }
  }
  return ranks;
}

GameResult Game::result() const {
  GameResult result;
  std::vector<int> scores;
  std::vector<std::vector<int>> tie_keys;
  for (const PlayerState& p : players_) {
    PlayerResult r;
    r.name = p.name;
    r.breakdown = p.immediate;
    ScoreTrack track = p.track;
    modules_->add_end_terms(p.city, track, &r.breakdown);
    r.score = track.value();
    r.capped = track.capped();
    scores.push_back(r.score);
    tie_keys.push_back(empty_meadow_per_row(p.city));
    result.players.push_back(std::move(r));
  }
  const std::vector<int> ranks = competition_ranks(scores, tie_keys);
  for (std::size_t i = 0; i < ranks.size(); ++i) {
    result.players[i].rank = ranks[i];
    if (ranks[i] == 1) result.winners.push_back(result.players[i].name);
  }
  return result;
}

}  // namespace mycity
