// The words cards.json uses for colours, icons and editions.
#include <array>

#include "machikoro/cards.hpp"

namespace machikoro {

namespace {

constexpr std::array<std::string_view, 4> kColours{"blue", "green", "red", "purple"};
constexpr std::array<std::string_view, 9> kIcons{"cup",     "bread", "wheat", "cow",  "gear",
                                                 "factory", "fruit", "boat",  "tower"};
constexpr std::array<std::string_view, 2> kEditions{"base", "plus"};

template <typename Enum, std::size_t N>
std::optional<Enum> from_name(const std::array<std::string_view, N>& names, std::string_view name) {
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i] == name) return static_cast<Enum>(i);
  }
  return std::nullopt;
}

}  // namespace

std::string_view colour_name(Colour c) {
  return kColours.at(static_cast<std::size_t>(c));
}
std::string_view edition_name(Edition e) {
  return kEditions.at(static_cast<std::size_t>(e));
}

std::optional<Colour> colour_from_name(std::string_view name) {
  return from_name<Colour>(kColours, name);
}
std::optional<Icon> icon_from_name(std::string_view name) {
  return from_name<Icon>(kIcons, name);
}
std::optional<Edition> edition_from_name(std::string_view name) {
  return from_name<Edition>(kEditions, name);
}

}  // namespace machikoro
