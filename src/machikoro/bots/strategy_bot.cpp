#include "bots/strategy_bot.hpp"

namespace machikoro::bots {

namespace {

// Ranch + Cheese Factory with two dice: about 6 Ranches and 2 Cheese Factories.
constexpr BuildStep kRanchCheese[] = {
    {"ranch", 3},          {"train_station"}, {"cheese_factory", 1}, {"ranch", 6},
    {"cheese_factory", 2}, {"shopping_mall"}, {"amusement_park"},    {"radio_tower"},
};
// Convenience Store + Bakery with one die: 6 stores, 3 bakeries, an early Shopping Mall.
constexpr BuildStep kStoreBakery[] = {
    {"convenience_store", 1}, {"bakery", 2}, {"convenience_store", 3}, {"shopping_mall"},
    {"convenience_store", 6}, {"bakery", 3}, {"train_station"},        {"amusement_park"},
    {"radio_tower"},
};
// A stack of Bakeries with one die, the Shopping Mall when it pays.
constexpr BuildStep kBakery[] = {
    {"bakery", 4},     {"shopping_mall"},  {"bakery", 7},
    {"train_station"}, {"amusement_park"}, {"radio_tower"},
};
// One die, one of each card on 1-6 (the starting Wheat Field and Bakery, a Ranch, a Cafe,
// a Convenience Store, a Forest, a Stadium), then a second of the cheap ones.
constexpr BuildStep kSpread[] = {
    {"ranch", 1},
    {"convenience_store", 1},
    {"cafe", 1},
    {"forest", 1},
    {"shopping_mall"},
    {"stadium", 1},
    {"wheat_field", 2},
    {"ranch", 2},
    {"convenience_store", 2},
    {"forest", 2},
    {"train_station"},
    {"amusement_park"},
    {"radio_tower"},
};

constexpr Strategy kStrategies[] = {
    {"ranch_cheese", 2, kRanchCheese},
    {"store_bakery", 1, kStoreBakery},
    {"bakery", 1, kBakery},
    {"spread", 1, kSpread},
};

// Whether the active player owns a card that fires on 7 or more (two dice pay only then).
bool owns_high_card(const Game& game) {
  const PlayerState& me = game.player(game.active());
  const auto& list = game.cards().establishments();
  for (std::size_t card = 0; card < list.size(); ++card) {
    if (me.establishments[card] > 0 && list[card].roll_low >= 7) return true;
  }
  return false;
}

}  // namespace

std::span<const Strategy> strategies() {
  return kStrategies;
}

Action StrategyBot::choose(const Game& game, base::Rng& rng, std::stop_token) {
  switch (game.pending().decision) {
    case Decision::DiceCount:
      return Action::dice_count(strategy_->dice == 2 && owns_high_card(game) ? 2 : 1);
    case Decision::Build:
      return build(game);
    default:
      return medium_.choose(game, rng);
  }
}

Action StrategyBot::build(const Game& game) const {
  const CardSet& cards = game.cards();
  const PlayerState& me = game.player(game.active());
  const Edition edition = game.setup().edition;
  for (const BuildStep& step : strategy_->steps) {
    const int card = cards.find_establishment(step.card);
    const int landmark = cards.find_landmark(step.card);
    if (card < 0 && landmark < 0) continue;
    const int have = card >= 0 ? me.copies(card) : me.built(landmark) ? 1 : 0;
    if (have >= step.copies) continue;
    Action choice =
        Action::build(card >= 0 ? CardRef::establishment(card) : CardRef::landmark_at(landmark));
    if (!game.check(choice)) return choice;
    const bool on_sale = card >= 0 ? game.supply().lying_out(card) > 0
                                   : in_game(cards.landmark(landmark).edition, edition);
    const int cost = card >= 0 ? cards.establishment(card).cost : cards.landmark(landmark).cost;
    if (on_sale && me.coins < cost) return Action::build_nothing();
  }
  for (int l = 0; l < static_cast<int>(cards.landmarks().size()); ++l) {
    const Action choice = Action::build(CardRef::landmark_at(l));
    if (!game.check(choice)) return choice;
  }
  return Action::build_nothing();
}

}  // namespace machikoro::bots
