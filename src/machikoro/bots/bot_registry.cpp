// The computer players by name: one line each here, one class (or one row of the fixed
// strategies' table) each in this folder.
#include <utility>

#include "bots/hard_bot.hpp"
#include "bots/policy.hpp"
#include "bots/random_bot.hpp"
#include "bots/strategy_bot.hpp"

namespace machikoro {

namespace {

using Factory = std::unique_ptr<Bot> (*)();

template <typename T>
std::unique_ptr<Bot> create() {
  return std::make_unique<T>();
}

std::unique_ptr<Bot> easy() {
  return std::make_unique<bots::PolicyBot>(
      "easy", bots::PolicySettings{
                  .horizon_cap = 5, .coin_risk = false, .watch_opponents = false, .noise = 2});
}

std::unique_ptr<Bot> medium() {
  return std::make_unique<bots::PolicyBot>("medium", bots::PolicySettings{});
}

std::unique_ptr<Bot> hard() {
  return make_hard_bot({});
}

constexpr std::pair<std::string_view, Factory> kBots[] = {
    {"random", &create<RandomBot>},
    {"easy", &easy},
    {"medium", &medium},
    {"hard", &hard},
};

}  // namespace

std::unique_ptr<Bot> make_hard_bot(const HardSettings& settings) {
  return std::make_unique<bots::HardBot>(settings);
}

std::unique_ptr<Bot> make_bot(std::string_view name) {
  for (const auto& [bot_name, factory] : kBots) {
    if (bot_name == name) return factory();
  }
  for (const bots::Strategy& strategy : bots::strategies()) {
    if (strategy.name == name) return std::make_unique<bots::StrategyBot>(strategy);
  }
  return nullptr;
}

std::vector<std::string_view> bot_names() {
  std::vector<std::string_view> names;
  for (const auto& entry : kBots) names.push_back(entry.first);
  for (const bots::Strategy& strategy : bots::strategies()) names.push_back(strategy.name);
  return names;
}

}  // namespace machikoro
