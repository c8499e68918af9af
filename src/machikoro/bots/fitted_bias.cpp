#include "bots/fitted_bias.hpp"

#include <algorithm>
#include <span>
#include <string_view>

namespace machikoro::bots {

namespace {

// A landmark's bias is its before_station, its other numbers 0.
struct Row {
  std::string_view card;
  double before_station, after_station, per_copy;
};

struct Table {
  std::span<const Row> rows;
  double nothing;
};

// tools/machikoro-tune --game base: 4 players, all types; also used with 2 and 5.
constexpr Row kBase[] = {
    {"wheat_field", -1.13, -0.92, 0.33},
    {"ranch", 1.05, 0.40, 0.06},
    {"bakery", 0.84, -0.29, 0.13},
    {"cafe", 2.92, -0.08, 1.19},
    {"convenience_store", 0.76, -0.66, -0.24},
    {"forest", -1.38, -0.83, 0.09},
    {"stadium", -1.86, 0.27, -0.14},
    {"tv_station", -0.13, -0.47, -0.06},
    {"business_center", 0.37, 0.10, -0.09},
    {"cheese_factory", -0.14, 0.32, 0.45},
    {"furniture_factory", 0.18, 0.24, -0.43},
    {"mine", -0.06, 1.38, 0.15},
    {"family_restaurant", 0.29, -0.46, -0.45},
    {"apple_orchard", -0.68, -0.32, 0.40},
    {"fruit_market", -0.49, -0.85, 0.05},
    {"train_station", 0.14, 0, 0},
    {"shopping_mall", 0.39, 0, 0},
    {"amusement_park", -0.20, 0, 0},
    {"radio_tower", -0.11, 0, 0},
};
constexpr double kBaseNothing = -0.72;

// tools/machikoro-tune --game base --players 3.
constexpr Row kBase3[] = {
    {"wheat_field", 0.05, 0.25, -0.48},
    {"ranch", 0.68, -0.22, 0.41},
    {"bakery", 0.85, 0.35, 0.60},
    {"cafe", 0.42, -0.14, 0.22},
    {"convenience_store", -0.45, -0.23, 0.12},
    {"forest", -0.47, 0.11, -0.17},
    {"stadium", -0.73, 0.41, 0.64},
    {"tv_station", -0.01, -0.11, -0.16},
    {"business_center", 0.65, -0.57, 0.52},
    {"cheese_factory", -0.39, 0.31, -0.02},
    {"furniture_factory", 0.51, -0.58, -0.48},
    {"mine", -0.09, 0.08, -0.12},
    {"family_restaurant", 0.38, 0.06, -0.28},
    {"apple_orchard", 0.32, -0.09, -0.29},
    {"fruit_market", 0.08, 0.76, 0.75},
    {"train_station", 0.45, 0, 0},
    {"shopping_mall", -0.51, 0, 0},
    {"amusement_park", 0.16, 0, 0},
    {"radio_tower", 0.28, 0, 0},
};
constexpr double kBase3Nothing = -0.33;

// tools/machikoro-tune --game plus --supply ten: 4 players; also used with all types.
constexpr Row kPlus[] = {
    {"wheat_field", 0.40, -0.29, -0.31},
    {"ranch", -0.12, -0.40, 0.03},
    {"bakery", -1.04, -1.08, -1.38},
    {"cafe", 0.60, -0.31, -0.12},
    {"convenience_store", -0.30, -0.17, -0.46},
    {"forest", 0.57, 0.03, 0.22},
    {"stadium", 1.18, 1.00, 0.65},
    {"tv_station", 0.56, 1.05, 0.23},
    {"business_center", -1.20, -0.97, -0.24},
    {"cheese_factory", -0.48, 0.65, 0.01},
    {"furniture_factory", -0.54, -0.63, -0.41},
    {"mine", 0.55, -0.72, 0.55},
    {"family_restaurant", 0.13, -0.74, 0.10},
    {"apple_orchard", -0.05, -0.41, 0.32},
    {"fruit_market", -0.02, 0.24, -1.03},
    {"sushi_bar", 0.52, -0.68, -0.50},
    {"flower_orchard", 0.52, -0.36, -0.17},
    {"flower_shop", -1.12, -0.84, -0.67},
    {"pizza_joint", 0.96, 1.75, 0.23},
    {"hamburger_stand", 0.22, 1.01, -0.23},
    {"mackerel_boat", 0.11, 0.98, -0.09},
    {"food_warehouse", -0.44, 0.13, -0.18},
    {"tuna_boat", 0.13, 0.51, -0.35},
    {"publisher", -0.54, 2.16, 0.70},
    {"tax_office", 0.27, 2.51, -0.07},
    {"train_station", 1.49, 0, 0},
    {"shopping_mall", -0.89, 0, 0},
    {"amusement_park", 1.83, 0, 0},
    {"radio_tower", -1.18, 0, 0},
    {"harbor", 2.14, 0, 0},
    {"airport", 0.06, 0, 0},
};
constexpr double kPlusNothing = -1.25;

// Half the income a landmark bought first holds back (PolicySettings::landmark_delay): +0.5
// points of base games against medium (docs/machikoro.md).
constexpr double kLandmarkDelay = 0.5;
// No establishment's bias within 3 rounds of the end (PolicySettings::bias_rounds): the
// biases had it buy Cafes where saving finished sooner (docs/machikoro.md).
constexpr double kBiasRounds = 3;

const Table& table(Edition edition, int players) {
  static const Table base{kBase, kBaseNothing}, base3{kBase3, kBase3Nothing},
      plus{kPlus, kPlusNothing};
  if (edition == Edition::Plus) return plus;
  return players == 3 ? base3 : base;
}

const Row* find(const Table& table, std::string_view card) {
  const auto it = std::find_if(table.rows.begin(), table.rows.end(),
                               [&](const Row& row) { return row.card == card; });
  return it == table.rows.end() ? nullptr : &*it;
}

}  // namespace

std::vector<std::string_view> fitted_cards(Edition edition) {
  std::vector<std::string_view> ids;
  for (const int players : {3, 4}) {
    for (const Row& row : table(edition, players).rows) ids.push_back(row.card);
  }
  return ids;
}

BuildBias neutral_bias(const CardSet& cards) {
  BuildBias bias;
  const std::size_t types = cards.establishments().size();
  bias.before_station.assign(types, 0);
  bias.after_station.assign(types, 0);
  bias.per_copy.assign(types, 0);
  bias.landmark.assign(cards.landmarks().size(), 0);
  return bias;
}

PolicySettings fitted_policy(const BuildBias& bias) {
  return {.bias = &bias,
          .takings = kFittedTakings,
          .landmark_delay = kLandmarkDelay,
          .bias_rounds = kBiasRounds};
}

BuildBias fitted_bias(const CardSet& cards, Edition edition, int players) {
  const Table& fitted = table(edition, players);
  BuildBias bias;
  for (const Establishment& card : cards.establishments()) {
    const Row* row = find(fitted, card.id);
    bias.before_station.push_back(row ? row->before_station : 0);
    bias.after_station.push_back(row ? row->after_station : 0);
    bias.per_copy.push_back(row ? row->per_copy : 0);
  }
  for (const Landmark& card : cards.landmarks()) {
    const Row* row = find(fitted, card.id);
    bias.landmark.push_back(row ? row->before_station : 0);
  }
  bias.nothing = fitted.nothing;
  return bias;
}

}  // namespace machikoro::bots
