#include "bots/income_model.hpp"

#include <algorithm>

namespace machikoro::bots {

namespace {

constexpr int kFaces = 6;
constexpr double kDoubles = 1.0 / kFaces;  // K7 with two dice

PerTotal make_odds(int dice) {
  PerTotal odds{};
  for (int a = 1; a <= kFaces; ++a) {
    if (dice == 1) {
      odds[static_cast<std::size_t>(a)] += 1.0 / kFaces;
      continue;
    }
    for (int b = 1; b <= kFaces; ++b) odds[static_cast<std::size_t>(a + b)] += 1.0 / 36;
  }
  return odds;
}

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}
int last_total(const Establishment& e) {
  return std::min(e.roll_high, kTotals - 1);
}

// Another player's totals as seen from outside: their outside_dice, the Harbor's 2 always
// taken (section 10).
PerTotal roller_odds(const Game& game, const LandmarkIds& ids, const PlayerState& city) {
  PerTotal odds = dice_odds(outside_dice(game, ids, city));
  if (city.built(ids.harbor)) {
    for (int t = kTotals - 1; t >= kHarborFrom; --t) {
      if (t + kHarborBonus < kTotals) odds[at(t + kHarborBonus)] += odds[at(t)];
      odds[at(t)] = 0;
    }
  }
  return odds;
}

// f(index, cost) for each of the city's landmarks still to build in this game (K30).
template <class F>
void for_each_landmark_left(const Game& game, const PlayerState& city, F f) {
  for (int i = 0; i < static_cast<int>(game.cards().landmarks().size()); ++i)
    if (game.landmark_to_build(city, i)) f(i, game.cards().landmark(i).cost);
}

}  // namespace

const PerTotal& dice_odds(int dice) {
  static const PerTotal one = make_odds(1), two = make_odds(2);
  return dice == 2 ? two : one;
}

int outside_dice(const Game& game, const LandmarkIds& ids, const PlayerState& city) {
  if (!city.built(ids.train_station)) return 1;
  const auto& list = game.cards().establishments();
  for (std::size_t card = 0; card < list.size(); ++card) {
    if (city.establishments[card] > 0 && list[card].roll_low >= 7 &&
        list[card].colour != Colour::Red)
      return 2;
  }
  return 1;
}

LandmarkIds::LandmarkIds(const CardSet& cards)
    : train_station(cards.find_landmark("train_station")),
      shopping_mall(cards.find_landmark("shopping_mall")),
      amusement_park(cards.find_landmark("amusement_park")),
      radio_tower(cards.find_landmark("radio_tower")),
      harbor(cards.find_landmark("harbor")),
      airport(cards.find_landmark("airport")) {}

SeatIncome::SeatIncome(const Game& game, const LandmarkIds& ids,
                       const std::vector<PlayerState>& cities, int seat, Takings takings)
    : game_(&game), ids_(&ids), seat_(seat), takings_(takings) {
  const int n = static_cast<int>(cities.size());
  other_ = (seat + 1) % n;
  const auto& list = game.cards().establishments();
  for (int s = 0; s < n; ++s) {
    odds_.push_back(roller_odds(game, ids, cities[at(s)]));
    if (!takings.purple_from_savings) continue;
    int cheapest = 0;
    for_each_landmark_left(game, cities[at(s)], [&](int, int cost) {
      cheapest = cheapest == 0 ? cost : std::min(cheapest, cost);
    });
    purple_coins_.push_back(std::max(cities[at(s)].coins, cheapest));
  }
  for (int owner = 0; owner < n; ++owner) {
    if (owner == seat) continue;
    for (int t = 0; t < kTotals; ++t) others_odds_[at(t)] += odds_[at(owner)][at(t)];
    const PlayerState& city = cities[at(owner)];
    for (int card = 0; card < static_cast<int>(list.size()); ++card) {
      if (city.copies(card) == 0) continue;
      const Establishment& e = list[at(card)];
      if (e.colour == Colour::Purple) purple_.emplace_back(owner, card);
      if (e.colour != Colour::Red) continue;
      for (int t = e.roll_low; t <= last_total(e); ++t)
        red_loss_[at(t)] += game.due(cities, seat, t, owner, card, seat);
    }
  }
}

void SeatIncome::own_table(const std::vector<PlayerState>& cities, PerTotal& net) const {
  for (int t = 0; t < kTotals; ++t) net[at(t)] = -red_loss_[at(t)];
  const auto& list = game_->cards().establishments();
  const PlayerState& city = cities[at(seat_)];
  const int n = static_cast<int>(cities.size());
  std::vector<PlayerState> saving;  // made at the first purple card, if reckoned so
  const std::vector<PlayerState>* payers = &cities;
  for (int card = 0; card < static_cast<int>(list.size()); ++card) {
    if (city.copies(card) == 0) continue;
    const Establishment& e = list[at(card)];
    if (e.colour == Colour::Red) continue;
    if (e.colour == Colour::Purple && takings_.purple_from_savings && saving.empty()) {
      saving = purple_payers(cities);
      payers = &saving;
    }
    for (int t = e.roll_low; t <= last_total(e); ++t) {
      if (e.colour != Colour::Purple) {
        net[at(t)] += game_->due(cities, seat_, t, seat_, card, kBank);
        continue;
      }
      for (int other = 0; other < n; ++other) {
        if (other != seat_)
          net[at(t)] += std::min(game_->due(*payers, seat_, t, seat_, card, other),
                                 (*payers)[at(other)].coins);
      }
    }
  }
}

std::vector<PlayerState> SeatIncome::purple_payers(const std::vector<PlayerState>& cities) const {
  std::vector<PlayerState> payers = cities;
  for (std::size_t s = 0; s < payers.size(); ++s) {
    if (static_cast<int>(s) != seat_) payers[s].coins = purple_coins_[s];
  }
  return payers;
}

double SeatIncome::own_total(const std::vector<PlayerState>& cities, int total) const {
  PerTotal net;
  own_table(cities, net);
  return total >= 0 && total < kTotals ? net[at(total)] : 0.0;
}

double SeatIncome::roll_value(const std::vector<PlayerState>& cities, int dice,
                              const PerTotal& net) const {
  const PlayerState& city = cities[at(seat_)];
  const PerTotal& odds = dice_odds(dice);
  PerTotal value = net;
  if (city.built(ids_->harbor)) {
    for (int t = kHarborFrom; t + kHarborBonus < kTotals; ++t)
      value[at(t)] = std::max(net[at(t)], net[at(t + kHarborBonus)]);
  }
  double mean = 0;
  for (int t = 0; t < kTotals; ++t) mean += odds[at(t)] * value[at(t)];
  if (city.built(ids_->radio_tower)) {
    double again = 0;
    for (int t = 0; t < kTotals; ++t) again += odds[at(t)] * std::max(value[at(t)], mean);
    mean = again;
  }
  if (dice == 2 && city.built(ids_->amusement_park)) mean *= 1 + kDoubles;
  return mean;
}

double SeatIncome::own_roll(const std::vector<PlayerState>& cities, int dice) const {
  PerTotal net;
  own_table(cities, net);
  return roll_value(cities, dice, net);
}

int SeatIncome::best_dice(const std::vector<PlayerState>& cities) const {
  if (!cities[at(seat_)].built(ids_->train_station)) return 1;
  PerTotal net;
  own_table(cities, net);
  return roll_value(cities, 2, net) > roll_value(cities, 1, net) ? 2 : 1;
}

double SeatIncome::per_round(const std::vector<PlayerState>& cities) const {
  PerTotal net;
  own_table(cities, net);
  double total = roll_value(cities, 1, net);
  if (cities[at(seat_)].built(ids_->train_station))
    total = std::max(total, roll_value(cities, 2, net));
  const auto& list = game_->cards().establishments();
  const PlayerState& city = cities[at(seat_)];
  for (int card = 0; card < static_cast<int>(list.size()); ++card) {
    const Establishment& e = list[at(card)];
    if (city.copies(card) == 0 || (e.colour != Colour::Blue && e.colour != Colour::Red)) continue;
    if (e.colour == Colour::Red && takings_.red_as_paid) {
      total += red_as_paid(cities, card);
      continue;
    }
    const int payer = e.colour == Colour::Red ? other_ : kBank;
    for (int t = e.roll_low; t <= last_total(e); ++t) {
      if (others_odds_[at(t)] > 0)
        total += others_odds_[at(t)] * game_->due(cities, other_, t, seat_, card, payer);
    }
  }
  return total;
}

double SeatIncome::red_as_paid(const std::vector<PlayerState>& cities, int card) const {
  const Establishment& e = game_->cards().establishment(card);
  double takings = 0;
  for (int roller = 0; roller < static_cast<int>(cities.size()); ++roller) {
    if (roller == seat_) continue;
    const int coins = cities[at(roller)].coins;
    for (int t = e.roll_low; t <= last_total(e); ++t)
      takings += odds_[at(roller)][at(t)] *
                 std::min(game_->due(cities, roller, t, seat_, card, roller), coins);
  }
  return takings;
}

double SeatIncome::risk(const std::vector<PlayerState>& cities) const {
  double loss = 0;
  const auto& list = game_->cards().establishments();
  for (const auto& [roller, card] : purple_) {
    const Establishment& e = list[at(card)];
    for (int t = e.roll_low; t <= last_total(e); ++t)
      loss += odds_[at(roller)][at(t)] * game_->due(cities, roller, t, roller, card, seat_);
  }
  return loss;
}

IncomeModel::IncomeModel(const Game& game, Takings takings)
    : game_(&game), ids_(game.cards()), takings_(takings) {}

int IncomeModel::landmark_cost_left(const PlayerState& city) const {
  int cost = 0;
  for_each_landmark_left(*game_, city, [&](int, int c) { cost += c; });
  return cost;
}

int IncomeModel::landmarks_left(const PlayerState& city) const {
  int count = 0;
  for_each_landmark_left(*game_, city, [&](int, int) { ++count; });
  return count;
}

std::vector<int> IncomeModel::landmarks_to_build(const PlayerState& city) const {
  std::vector<int> out;
  for_each_landmark_left(*game_, city, [&](int index, int) { out.push_back(index); });
  return out;
}

}  // namespace machikoro::bots
