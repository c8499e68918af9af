#include "mycity/analysis.hpp"

#include <algorithm>

#include "hindsight.hpp"
#include "line_play.hpp"
#include "mycity/hard_player.hpp"
#include "mycity/player_view.hpp"

namespace mycity {

namespace {

bool played_by_computer(const AnalysisSettings& settings, int seat) {
  const auto at = static_cast<std::size_t>(seat);
  return at < settings.computers.size() && settings.computers[at];
}

// Replays the game, asking the hard player at each action what it would have done with
// what the player knew then (a view), and how much worse the action taken was by its
// estimate. Returns the finished game.
Game judge_actions(const Game& start, const RecordTurns& turns, const AnalysisSettings& settings,
                   std::vector<PlayerAnalysis>& out, std::stop_token stop) {
  Game game = start;
  while (!game.over() && !stop.stop_requested()) {
    const int seat = game.to_act();
    const std::size_t round = game.turns().size() - 1;
    const Action done = analysis::recorded_action(game, turns);
    if (played_by_computer(settings, seat)) {
      analysis::apply_recorded(game, done);
      continue;
    }
    base::Rng rng(base::derive_seed(settings.seed, round * 8 + static_cast<std::size_t>(seat)));
    const PlayerView view = view_of(game);
    const Action suggested = choose_hard(view, rng);
    if (!(suggested == done)) {
      const std::vector<double> est =
          estimate_actions(view, {done, suggested}, settings.samples, rng);
      if (est[1] > est[0]) {
        out[static_cast<std::size_t>(seat)].costly.push_back(
            {static_cast<int>(round) + 1, game.current_piece(), done, suggested, est[1] - est[0]});
      }
    }
    analysis::apply_recorded(game, done);
  }
  return game;
}

}  // namespace

std::vector<PlayerAnalysis> analyse_game(const Game& start, const RecordTurns& turns,
                                         const AnalysisSettings& settings, std::stop_token stop) {
  std::vector<PlayerAnalysis> out(static_cast<std::size_t>(start.player_count()));
  const Game end = judge_actions(start, turns, settings, out, stop);
  for (int seat = 0; seat < start.player_count() && !stop.stop_requested(); ++seat) {
    PlayerAnalysis& player = out[static_cast<std::size_t>(seat)];
    player.name = start.player(seat).name;
    player.score = analysis::final_score(end, seat);
    base::Rng rng(base::derive_seed(settings.seed, 1000 + static_cast<std::size_t>(seat)));
    player.hindsight =
        analysis::hindsight_best(start, turns, seat, player.score, settings, rng, stop);
    std::stable_sort(player.costly.begin(), player.costly.end(),
                     [](const CostlyAction& a, const CostlyAction& b) { return a.loss > b.loss; });
    if (player.costly.size() > static_cast<std::size_t>(settings.costly))
      player.costly.resize(static_cast<std::size_t>(settings.costly));
  }
  return out;
}

}  // namespace mycity
