// The computer players by name: one line each here, one class each in this folder.
#include <utility>

#include "bots/random_bot.hpp"

namespace machikoro {

namespace {

using Factory = std::unique_ptr<Bot> (*)();

template <typename T>
std::unique_ptr<Bot> create() {
  return std::make_unique<T>();
}

constexpr std::pair<std::string_view, Factory> kBots[] = {
    {"random", &create<RandomBot>},
};

}  // namespace

std::unique_ptr<Bot> make_bot(std::string_view name) {
  for (const auto& [bot_name, factory] : kBots) {
    if (bot_name == name) return factory();
  }
  return nullptr;
}

std::vector<std::string_view> bot_names() {
  std::vector<std::string_view> names;
  for (const auto& entry : kBots) names.push_back(entry.first);
  return names;
}

}  // namespace machikoro
