#include "bots/policy.hpp"

#include <algorithm>
#include <limits>
#include <utility>

namespace machikoro::bots {

namespace {

constexpr double kWin = 1e9;
constexpr double kLandmarkBonus = 0.5;  // a landmark before coins kept: progress is safe
constexpr double kSwapMargin = 0.1;
constexpr double kTheirShare = 0.5;  // of what a swap gives the opponent, counted against it

std::size_t at(int seat) {
  return static_cast<std::size_t>(seat);
}

double uniform(base::Rng& rng) {
  return static_cast<double>(rng.next() >> 11) * (1.0 / 9007199254740992.0);
}

double bias_of(const BuildBias& bias, const Action& choice, const PlayerState& me,
               const LandmarkIds& ids) {
  const auto pick = [](const std::vector<double>& v, int i) {
    return i >= 0 && at(i) < v.size() ? v[at(i)] : 0.0;
  };
  if (choice.kind == ActionKind::BuildNothing) return bias.nothing;
  if (choice.card.landmark) return pick(bias.landmark, choice.card.index);
  const int card = choice.card.index;
  return pick(me.built(ids.train_station) ? bias.after_station : bias.before_station, card) +
         pick(bias.per_copy, card) * me.copies(card);
}

// Each landmark the seat still has to build, and the income per round it would add.
std::vector<std::pair<int, double>> landmark_gains(const IncomeModel& model,
                                                   const SeatIncome& income,
                                                   std::vector<PlayerState>& cities, int seat,
                                                   double base) {
  PlayerState& me = cities[at(seat)];
  std::vector<std::pair<int, double>> gains;
  for (const int landmark : model.landmarks_to_build(me)) {
    me.landmarks[at(landmark)] = true;
    gains.emplace_back(landmark, income.per_round(cities) - base);
    me.landmarks[at(landmark)] = false;
  }
  return gains;
}

// What building landmark `built` (adding `gain`, costing `cost`) before the others holds
// back: the most income per round another would add beyond `gain`, over the rounds `cost`
// takes to earn at `base`.
double held_back(const std::vector<std::pair<int, double>>& gains, int built, double gain, int cost,
                 double base) {
  double best = gain;
  for (const auto& [other, other_gain] : gains)
    if (other != built) best = std::max(best, other_gain);
  return (best - gain) * cost / std::max(kMinIncome, base);
}

}  // namespace

int nothing_gain(const Game& game, int seat, int airport) {
  if (!game.player(seat).built(airport)) return 0;
  Game after = game;
  after.keep_event_log(false);
  after.apply(Action::build_nothing());
  return after.player(seat).coins - game.player(seat).coins;
}

double SwapValue::value() const {
  return mine - kTheirShare * theirs;
}

double Policy::horizon(const IncomeModel& model, const std::vector<PlayerState>& cities,
                       int seat) const {
  const auto rounds = [&](int s) {
    const PlayerState& city = cities[at(s)];
    const double need = std::max(0, model.landmark_cost_left(city) - city.coins);
    return rounds_to_earn(need, model.per_round(cities, s));
  };
  double h = rounds(seat);
  if (settings_.watch_opponents) {
    for (int s = 0; s < static_cast<int>(cities.size()); ++s) {
      if (s != seat) h = std::min(h, rounds(s) + 1);
    }
  }
  return std::clamp(h, 1.0, settings_.horizon_cap);
}

std::vector<BuildValue> Policy::build_values(const Game& game, base::Rng& rng) const {
  const int seat = game.active();
  const IncomeModel model(game, settings_.takings);
  const CardSet& cards = game.cards();
  std::vector<PlayerState> cities = game.cities();
  PlayerState& me = cities[at(seat)];
  const SeatIncome income = model.seat(cities, seat);
  const double base = income.per_round(cities);
  const double h = horizon(model, cities, seat);
  const int left = model.landmarks_left(me);
  const auto risk = [&] { return settings_.coin_risk ? income.risk(cities) : 0.0; };
  const auto gains = left > 1 && settings_.landmark_delay > 0
                         ? landmark_gains(model, income, cities, seat, base)
                         : std::vector<std::pair<int, double>>{};
  std::vector<BuildValue> out;
  for (Action& choice : game.legal_actions()) {
    double value = 0, per_round = 0;
    if (choice.kind == ActionKind::BuildNothing) {
      const int gain = nothing_gain(game, seat, model.landmarks().airport);
      me.coins += gain;
      value = gain - risk();
      me.coins -= gain;
    } else if (const int card = choice.card.index; !choice.card.landmark) {
      const int cost = cards.establishment(card).cost;
      me.coins -= cost;
      ++me.establishments[at(card)];
      per_round = income.per_round(cities) - base;
      value = per_round * h - cost - risk();
      --me.establishments[at(card)];
      me.coins += cost;
    } else {
      const int landmark = choice.card.index;
      const int cost = cards.landmark(landmark).cost;
      me.coins -= cost;
      me.landmarks[at(landmark)] = true;
      const double gain = income.per_round(cities) - base;
      per_round = gain;
      value = left == 1 ? kWin : gain * h - risk() + kLandmarkBonus;
      me.landmarks[at(landmark)] = false;
      me.coins += cost;
      if (!gains.empty())
        value -= settings_.landmark_delay * held_back(gains, landmark, gain, cost, base);
    }
    if (settings_.noise > 0) value += settings_.noise * uniform(rng);
    const bool establishment = choice.kind != ActionKind::BuildNothing && !choice.card.landmark;
    if (settings_.bias && (!establishment || h > settings_.bias_rounds))
      value += bias_of(*settings_.bias, choice, me, model.landmarks());
    out.push_back({std::move(choice), value, per_round});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const BuildValue& a, const BuildValue& b) { return a.value > b.value; });
  return out;
}

DiceValues Policy::dice_values(const Game& game) const {
  const IncomeModel model(game);
  const std::vector<PlayerState>& cities = game.cities();
  const SeatIncome income = model.seat(cities, game.active());
  DiceValues values{.one = income.own_roll(cities, 1)};
  if (game.player(game.active()).built(model.landmarks().train_station))
    values.two = income.own_roll(cities, 2);
  return values;
}

Action Policy::dice_count(const Game& game) const {
  const DiceValues values = dice_values(game);
  return Action::dice_count(values.two && *values.two > values.one ? 2 : 1);
}

// K5: the roll made against a fresh roll (without a second re-roll).
RerollValues Policy::reroll_values(const Game& game) const {
  const IncomeModel model(game);
  const int seat = game.active();
  std::vector<PlayerState> cities = game.cities();
  const SeatIncome income = model.seat(cities, seat);
  const int total = game.roll().dice.total();  // roll().total is set once the roll is kept
  double kept = income.own_total(cities, total);
  if (total >= kHarborFrom && cities[at(seat)].built(model.landmarks().harbor))
    kept = std::max(kept, income.own_total(cities, total + kHarborBonus));
  cities[at(seat)].landmarks[at(model.landmarks().radio_tower)] = false;
  const double fresh =
      std::max(income.own_roll(cities, 1), cities[at(seat)].built(model.landmarks().train_station)
                                               ? income.own_roll(cities, 2)
                                               : -std::numeric_limits<double>::infinity());
  return {.kept = kept, .fresh = fresh};
}

Action Policy::radio_tower(const Game& game) const {
  const RerollValues values = reroll_values(game);
  return values.kept < values.fresh ? Action::reroll() : Action::keep_roll();
}

HarborValues Policy::harbor_values(const Game& game) const {
  const IncomeModel model(game);
  const int total = game.roll().total;
  const SeatIncome income = model.seat(game.cities(), game.active());
  return {.as_rolled = income.own_total(game.cities(), total),
          .plus_two = income.own_total(game.cities(), total + kHarborBonus)};
}

Action Policy::harbor(const Game& game) const {
  const HarborValues values = harbor_values(game);
  return values.plus_two > values.as_rolled ? Action::add_two() : Action::no_add_two();
}

// The TV Station: the richest opponent; on a tie the one with more landmarks.
Action Policy::target(const Game& game) const {
  const std::vector<Action> legal = game.legal_actions();
  const Action* best = &legal.front();
  const auto key = [&](const Action& c) {
    return std::pair(game.player(c.seat).coins, game.landmarks_built(c.seat));
  };
  for (const Action& c : legal) {
    if (key(c) > key(*best)) best = &c;
  }
  return *best;
}

// The Business Center: what each swap adds to this seat's income a round and to the
// opponent's.
std::vector<SwapValue> Policy::swap_values(const Game& game) const {
  const IncomeModel model(game);
  const int seat = game.active();
  std::vector<PlayerState> cities = game.cities();
  const double mine = model.per_round(cities, seat);
  std::vector<double> theirs(cities.size(), 0);
  for (int s = 0; s < static_cast<int>(cities.size()); ++s)
    theirs[at(s)] = s == seat ? 0 : model.per_round(cities, s);
  std::vector<SwapValue> out;
  for (const Action& c : game.legal_actions()) {
    if (c.kind != ActionKind::Swap) continue;
    const auto give = at(c.card.index);
    const auto take = at(c.take);
    PlayerState& me = cities[at(seat)];
    PlayerState& other = cities[at(c.seat)];
    --me.establishments[give], ++other.establishments[give];
    --other.establishments[take], ++me.establishments[take];
    out.push_back({.choice = c,
                   .mine = model.per_round(cities, seat) - mine,
                   .theirs = model.per_round(cities, c.seat) - theirs[at(c.seat)]});
    ++me.establishments[give], --other.establishments[give];
    ++other.establishments[take], --me.establishments[take];
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const SwapValue& a, const SwapValue& b) { return a.value() > b.value(); });
  return out;
}

// The swap that raises this seat's income the most against part of what it gives the
// opponent; none unless it gains.
Action Policy::swap(const Game& game) const {
  const std::vector<SwapValue> values = swap_values(game);
  return !values.empty() && values.front().value() > kSwapMargin ? values.front().choice
                                                                 : Action::decline_swap();
}

Action Policy::choose(const Game& game, base::Rng& rng) const {
  switch (game.pending().decision) {
    case Decision::DiceCount:
      return dice_count(game);
    case Decision::RadioTower:
      return radio_tower(game);
    case Decision::Harbor:
      return harbor(game);
    case Decision::Target:
      return target(game);
    case Decision::Swap:
      return swap(game);
    case Decision::Build:
      return build_values(game, rng).front().choice;
    default:
      break;
  }
  return game.legal_actions().front();
}

}  // namespace machikoro::bots
