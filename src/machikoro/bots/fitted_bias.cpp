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

// tools/machikoro-tune --game base: 4 players, all types.
constexpr Row kBase[] = {
    {"wheat_field", -1.06, -1.04, 0.19},
    {"ranch", 0.78, 0.22, 0.20},
    {"bakery", 0.54, -0.24, 0.09},
    {"cafe", 3.03, 0.30, 1.51},
    {"convenience_store", 0.25, -0.85, -0.14},
    {"forest", -1.32, -0.51, -0.03},
    {"stadium", 0.14, 0.11, -0.20},
    {"tv_station", -0.05, -0.47, 0.01},
    {"business_center", 0.27, 0.41, 0.07},
    {"cheese_factory", -0.01, 0.37, 0.14},
    {"furniture_factory", 0.11, 0.17, -0.36},
    {"mine", -0.47, 1.41, -0.02},
    {"family_restaurant", 0.29, -0.38, -0.42},
    {"apple_orchard", -0.36, 0.01, 0.50},
    {"fruit_market", -0.16, -0.73, -0.21},
    {"train_station", -0.22, 0, 0},
    {"shopping_mall", 0.21, 0, 0},
    {"amusement_park", 0.38, 0, 0},
    {"radio_tower", -0.43, 0, 0},
};
constexpr double kBaseNothing = -0.74;

// tools/machikoro-tune --game plus --supply ten: 4 players; also used with all types.
constexpr Row kPlus[] = {
    {"wheat_field", 0.48, -0.22, -0.22},
    {"ranch", -0.19, -0.50, -0.16},
    {"bakery", -1.07, -0.89, -0.91},
    {"cafe", 0.61, -0.19, -0.19},
    {"convenience_store", -0.40, -0.13, -0.41},
    {"forest", 0.80, 0.15, 0.40},
    {"stadium", 1.08, 0.98, 0.27},
    {"tv_station", 0.85, 1.19, 0.29},
    {"business_center", -1.12, -0.97, -0.27},
    {"cheese_factory", -0.84, 0.21, -0.09},
    {"furniture_factory", -0.56, -0.26, -0.36},
    {"mine", 0.58, -0.52, 0.59},
    {"family_restaurant", 0.29, -0.95, 0.00},
    {"apple_orchard", 0.09, -0.62, 0.31},
    {"fruit_market", 0.07, -0.05, -0.71},
    {"sushi_bar", 0.56, -0.78, -0.38},
    {"flower_orchard", 0.88, -0.30, -0.15},
    {"flower_shop", -0.79, -0.62, -0.44},
    {"pizza_joint", 0.84, 1.52, 0.09},
    {"hamburger_stand", -0.75, 1.05, -0.04},
    {"mackerel_boat", -0.19, 0.91, 0.01},
    {"food_warehouse", -0.17, 0.16, -0.29},
    {"tuna_boat", 0.16, 0.41, -0.46},
    {"publisher", -0.45, 2.05, 0.50},
    {"tax_office", 0.23, 2.41, 0.05},
    {"train_station", 1.19, 0, 0},
    {"shopping_mall", -0.89, 0, 0},
    {"amusement_park", 1.70, 0, 0},
    {"radio_tower", -0.97, 0, 0},
    {"harbor", 1.80, 0, 0},
    {"airport", -0.24, 0, 0},
};
constexpr double kPlusNothing = -0.90;

const Table& table(Edition edition) {
  static const Table base{kBase, kBaseNothing}, plus{kPlus, kPlusNothing};
  return edition == Edition::Plus ? plus : base;
}

const Row* find(const Table& table, std::string_view card) {
  const auto it = std::find_if(table.rows.begin(), table.rows.end(),
                               [&](const Row& row) { return row.card == card; });
  return it == table.rows.end() ? nullptr : &*it;
}

}  // namespace

std::vector<std::string_view> fitted_cards(Edition edition) {
  std::vector<std::string_view> ids;
  for (const Row& row : table(edition).rows) ids.push_back(row.card);
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
  return {.bias = &bias, .takings = {.red_as_paid = true, .purple_from_savings = true}};
}

BuildBias fitted_bias(const CardSet& cards, Edition edition) {
  const Table& fitted = table(edition);
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
