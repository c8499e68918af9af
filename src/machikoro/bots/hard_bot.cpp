#include "bots/hard_bot.hpp"

#include <algorithm>
#include <cmath>

namespace machikoro::bots {

namespace {

constexpr double kRoundsScale = 2.0;  // the softmax's temperature, in rounds
constexpr std::uint64_t kDiceStream = 0x9E3779B97F4A7C15ULL;

}  // namespace

double win_chance(const Game& game, int seat) {
  if (game.over()) return game.winner() == seat ? 1.0 : 0.0;
  const IncomeModel model(game);
  const std::vector<PlayerState>& cities = game.cities();
  const int n = game.player_count();
  double mine = 0, sum = 0;
  for (int s = 0; s < n; ++s) {
    const PlayerState& city = cities[static_cast<std::size_t>(s)];
    const double need = std::max(0, model.landmark_cost_left(city) - city.coins);
    // A player whose turn comes sooner in the round is that much nearer.
    const double order = static_cast<double>((s - game.active() + n) % n) / n;
    const double rounds = rounds_to_earn(need, model.per_round(cities, s)) + order;
    const double weight = std::exp(-rounds / kRoundsScale);
    sum += weight;
    if (s == seat) mine = weight;
  }
  return sum > 0 ? mine / sum : 0.0;
}

HardChoice HardBot::decide(const Game& game, base::Rng& rng, std::stop_token stop) const {
  if (game.pending().decision != Decision::Build) return {.choice = medium_.choose(game, rng)};
  // A few microseconds: cheaper than keeping it in step with the game's cards.
  const BuildBias bias = fitted_bias(game.cards(), game.setup().edition, game.player_count());
  const Policy own(fitted_policy(bias));
  return build(game, own, rng, stop);
}

const Lookahead* HardBot::lookahead(const Game& game) const {
  if (game.player_count() <= settings_.lookahead_players) return &settings_.near;
  const IncomeModel model(game);
  if (model.landmarks_left(game.player(game.active())) <= settings_.endgame_landmarks)
    return &settings_.endgame;
  return nullptr;
}

HardChoice HardBot::build(const Game& game, const Policy& own, base::Rng& rng,
                          std::stop_token stop) const {
  HardChoice out{.values = own.build_values(game, rng)};
  const std::vector<BuildValue>& options = out.values;
  out.choice = options.front().choice;
  const Lookahead* plan = lookahead(game);
  if (options.size() == 1 || stop.stop_requested() || !plan ||
      options[0].value - options[1].value >= plan->clear_margin)
    return out;
  // Its best few, and building nothing (saving) whenever it is not among them.
  std::vector<Action> candidates;
  for (const BuildValue& o : options) {
    if (static_cast<int>(candidates.size()) < plan->candidates ||
        o.choice.kind == ActionKind::BuildNothing)
      candidates.push_back(o.choice);
  }
  out.outlook = best_of(game, own, *plan, std::move(candidates), rng, stop);
  out.choice = out.outlook->candidates[out.outlook->best];
  return out;
}

// Every candidate played on over the same sampled futures; after each batch of min_samples
// futures the candidates whose mean trails the leader's by more than prune_gap are dropped.
Outlook HardBot::best_of(const Game& game, const Policy& own, const Lookahead& plan,
                         std::vector<Action> candidates, base::Rng& rng,
                         std::stop_token stop) const {
  const int seat = game.active();
  const std::size_t n = candidates.size();
  std::vector<double> total(n, 0);
  std::vector<int> futures(n, 0);
  std::vector<bool> alive(n, true);
  std::size_t left = n;
  int samples = 0;
  Game root = game;
  root.keep_event_log(false);
  while (samples < plan.samples && left > 1 && !stop.stop_requested()) {
    const std::uint64_t seed = rng.next();
    Game future = root;
    base::Rng deck(seed);
    future.shuffle_hidden_deck(deck);
    for (std::size_t i = 0; i < n; ++i) {
      if (!alive[i]) continue;
      Game g = future;
      g.apply(candidates[i]);
      // The same dice and choices for every option: only the option differs.
      base::Rng dice(seed ^ kDiceStream), choices(seed + 1);
      const int stop_turn = g.turn() + plan.depth;
      while (!g.over() && g.turn() < stop_turn) {
        const Pending p = g.pending();
        const Policy& policy = p.player == seat ? own : medium_;
        g.apply(p.chance() ? roll_dice(g, dice) : policy.choose(g, choices));
      }
      total[i] += win_chance(g, seat);
      ++futures[i];
    }
    ++samples;
    if (plan.min_samples > 0 && samples % plan.min_samples == 0) {
      double best = -1;
      for (std::size_t i = 0; i < n; ++i)
        if (alive[i]) best = std::max(best, total[i]);
      for (std::size_t i = 0; i < n; ++i) {
        if (alive[i] && total[i] < best - plan.prune_gap * samples) {
          alive[i] = false;
          --left;
        }
      }
    }
  }
  Outlook outlook{.candidates = std::move(candidates), .futures = futures};
  for (std::size_t i = 0; i < n; ++i)
    outlook.win_chance.push_back(futures[i] > 0 ? total[i] / futures[i] : 0.0);
  if (samples == 0) return outlook;
  for (std::size_t i = 0; i < n; ++i) {
    if (alive[i] && (!alive[outlook.best] || total[i] > total[outlook.best])) outlook.best = i;
  }
  return outlook;
}

}  // namespace machikoro::bots
