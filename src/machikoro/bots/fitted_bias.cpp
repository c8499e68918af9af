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
    {"wheat_field", -0.69, -0.94, -0.23},
    {"ranch", 0.51, 0.05, -0.04},
    {"bakery", 0.51, -0.31, 0.50},
    {"cafe", 2.25, -0.22, 0.49},
    {"convenience_store", 0.31, -0.64, -0.21},
    {"forest", -0.73, -0.16, -0.10},
    {"stadium", -0.26, 0.31, 0.10},
    {"tv_station", -0.24, -0.52, -0.23},
    {"business_center", -0.02, 0.52, 0.14},
    {"cheese_factory", 0.27, 0.32, 0.18},
    {"furniture_factory", 0.13, 0.23, -0.43},
    {"mine", -0.46, 0.78, 0.00},
    {"family_restaurant", 0.25, 0.03, -0.47},
    {"apple_orchard", -0.20, 0.08, 0.45},
    {"fruit_market", -0.04, -0.42, 0.32},
    {"train_station", -0.28, 0, 0},
    {"shopping_mall", 0.12, 0, 0},
    {"amusement_park", 0.45, 0, 0},
    {"radio_tower", -0.15, 0, 0},
};
constexpr double kBaseNothing = -0.62;

// tools/machikoro-tune --game plus --supply ten: 4 players; also used with all types.
constexpr Row kPlus[] = {
    {"wheat_field", 0.31, -0.34, 0.12},
    {"ranch", -0.53, -0.64, -0.04},
    {"bakery", -1.37, -0.59, -0.76},
    {"cafe", 0.65, 0.40, 0.13},
    {"convenience_store", -0.58, 0.20, -0.14},
    {"forest", 0.70, 0.58, 0.37},
    {"stadium", 0.99, 0.47, 0.25},
    {"tv_station", 0.82, 1.21, 0.17},
    {"business_center", -1.17, -0.72, -0.17},
    {"cheese_factory", -0.62, -0.01, -0.15},
    {"furniture_factory", -0.39, -0.34, -0.18},
    {"mine", 0.47, -0.11, 0.54},
    {"family_restaurant", 0.34, -0.78, -0.02},
    {"apple_orchard", 0.02, -0.40, 0.37},
    {"fruit_market", 0.49, 0.28, -0.28},
    {"sushi_bar", 0.55, -0.48, -0.01},
    {"flower_orchard", 0.55, -0.18, 0.16},
    {"flower_shop", -0.52, -0.61, -0.19},
    {"pizza_joint", 0.80, 1.20, 0.25},
    {"hamburger_stand", -0.77, 1.03, 0.04},
    {"mackerel_boat", -0.21, 0.93, 0.02},
    {"food_warehouse", 0.48, 0.66, -0.52},
    {"tuna_boat", 0.00, 0.29, -0.48},
    {"publisher", -0.63, 1.55, 0.22},
    {"tax_office", -0.28, 1.22, -0.16},
    {"train_station", 1.53, 0, 0},
    {"shopping_mall", -0.84, 0, 0},
    {"amusement_park", 1.38, 0, 0},
    {"radio_tower", -0.66, 0, 0},
    {"harbor", 1.23, 0, 0},
    {"airport", -0.51, 0, 0},
};
constexpr double kPlusNothing = -0.92;

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
