// Helpers of the Machi Koro tests: the real cards, cities written by hand, and short ways
// to answer a game's pending decision.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "machikoro/game.hpp"

namespace machikoro::test {

inline const CardSet& cards() {
  static const CardSet set = load_cards(default_cards_file(MYCITY_DEFAULT_DATA_DIR));
  return set;
}

inline int establishment(const std::string& id) {
  const int index = cards().find_establishment(id);
  REQUIRE(index >= 0);
  return index;
}

inline int landmark(const std::string& id) {
  const int index = cards().find_landmark(id);
  REQUIRE(index >= 0);
  return index;
}

inline Setup setup(std::vector<std::string> names, Edition edition = Edition::Base) {
  Setup s;
  s.edition = edition;
  s.players = std::move(names);
  return s;
}

// A city with exactly these establishments (starting cards included) and built landmarks.
inline PlayerState city(const std::string& name, int coins,
                        const std::map<std::string, int>& establishments,
                        const std::vector<std::string>& landmarks = {}) {
  PlayerState p;
  p.name = name;
  p.coins = coins;
  p.establishments.assign(cards().establishments().size(), 0);
  for (const auto& [id, count] : establishments)
    p.establishments[static_cast<std::size_t>(establishment(id))] = count;
  p.landmarks.assign(cards().landmarks().size(), false);
  for (const std::string& id : landmarks)
    p.landmarks[static_cast<std::size_t>(landmark(id))] = true;
  return p;
}

// The two starting establishments, for cities that only add to them.
inline std::map<std::string, int> starting(std::map<std::string, int> more = {}) {
  more.emplace("wheat_field", 1);
  more.emplace("bakery", 1);
  return more;
}

// Applies a choice that must be legal.
inline void play(Game& game, const Choice& choice) {
  const auto refusal = game.apply(choice);
  INFO(describe(choice));
  REQUIRE_FALSE(refusal);
}

// The refusal's text ("" when the choice is legal); changes nothing either way.
inline std::string refusal(const Game& game, const Choice& choice) {
  const auto r = game.check(choice);
  return r ? r->text() : "";
}

inline std::vector<int> coins(const Game& game) {
  std::vector<int> out;
  for (int seat = 0; seat < game.player_count(); ++seat) out.push_back(game.player(seat).coins);
  return out;
}

inline Event paid(const std::string& card, int from, int to, int amount, int due) {
  return {EventKind::Payment, card, from, to, amount, due};
}

}  // namespace machikoro::test
