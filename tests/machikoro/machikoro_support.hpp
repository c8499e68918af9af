// Helpers of the Machi Koro tests: the real cards, cities written by hand, and short ways
// to answer a game's pending decision.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "base/random.hpp"
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

// The card with this id (an establishment or a landmark).
inline CardRef card(const std::string& id) {
  const auto found = cards().find(id);
  REQUIRE(found);
  return *found;
}

inline Action build(const std::string& id) {
  return Action::build(card(id));
}

// A swap by ids; `give` may name a landmark (a choice the engine must refuse).
inline Action swap(const std::string& give, int seat, const std::string& take) {
  Action choice = Action::swap(0, seat, establishment(take));
  choice.card = card(give);
  return choice;
}

inline std::string describe(const Action& choice) {
  return machikoro::describe(cards(), choice);
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
inline void play(Game& game, const Action& choice) {
  const auto refusal = game.apply(choice);
  INFO(describe(choice));
  REQUIRE_FALSE(refusal);
}

// The refusal's text ("" when the choice is legal); changes nothing either way.
inline std::string refusal(const Game& game, const Action& choice) {
  const auto r = game.check(choice);
  return r ? r->text() : "";
}

inline std::vector<int> coins(const Game& game) {
  std::vector<int> out;
  for (int seat = 0; seat < game.player_count(); ++seat) out.push_back(game.player(seat).coins);
  return out;
}

inline Event paid(const std::string& id, int from, int to, int amount, int due) {
  return {EventKind::Payment, card(id), from, to, amount, due};
}

// The base game's supply deck with `front` turned first, the rest in card order.
inline std::vector<std::string> deck_starting(const std::vector<std::string>& front) {
  std::vector<std::string> rest = supply_cards(cards(), Edition::Base);
  for (const std::string& id : front) rest.erase(std::find(rest.begin(), rest.end(), id));
  std::vector<std::string> deck = front;
  deck.insert(deck.end(), rest.begin(), rest.end());
  return deck;
}

// A random game: 2-5 players, base or Plus, all, ten or 5-5-2 types, purple_out on or off.
inline Setup random_setup(base::Rng& rng, std::uint64_t seed) {
  Setup s;
  const int players = 2 + static_cast<int>(rng.below(4));
  for (int i = 0; i < players; ++i) s.players.push_back("P" + std::to_string(i));
  s.first = static_cast<int>(rng.below(static_cast<std::uint64_t>(players)));
  s.edition = rng.below(2) == 0 ? Edition::Base : Edition::Plus;
  s.house_rules.purple_out = rng.below(2) == 0;
  constexpr SupplyMode kSupplies[] = {SupplyMode::All, SupplyMode::Ten, SupplyMode::FiveFiveTwo};
  s.supply = kSupplies[rng.below(3)];
  if (s.supply != SupplyMode::All) s.supply_deck = shuffled_supply_deck(cards(), s.edition, seed);
  return s;
}

// How two games differ ("" if they stand in the same place): the cities, the supply, the
// turn and its roll, the events so far and the decision pending.
inline std::string game_difference(const Game& a, const Game& b) {
  if (a.setup() != b.setup()) return "setup";
  for (int seat = 0; seat < a.player_count(); ++seat) {
    const PlayerState& p = a.player(seat);
    const PlayerState& q = b.player(seat);
    if (p.name != q.name || p.coins != q.coins || p.establishments != q.establishments ||
        p.landmarks != q.landmarks)
      return "the city of seat " + std::to_string(seat);
  }
  for (int card = 0; card < static_cast<int>(cards().establishments().size()); ++card) {
    if (a.supply().lying_out(card) != b.supply().lying_out(card) ||
        a.supply().in_deck(card) != b.supply().in_deck(card) ||
        a.supply().set_aside(card) != b.supply().set_aside(card))
      return "the supply of " + cards().establishment(card).id;
  }
  if (a.supply().cards_turned() != b.supply().cards_turned()) return "the cards turned";
  if (a.turn() != b.turn() || a.active() != b.active()) return "the turn";
  const TurnRoll& r = a.roll();
  const TurnRoll& s = b.roll();
  if (r.first != s.first || r.dice != s.dice || r.rerolled != s.rerolled || r.harbor != s.harbor ||
      r.total != s.total || r.extra != s.extra || r.extra_turn != s.extra_turn)
    return "the roll";
  if (a.events() != b.events()) return "the events";
  const Pending p = a.pending();
  const Pending q = b.pending();
  if (p.decision != q.decision || p.player != q.player || p.dice != q.dice || p.card != q.card)
    return "the decision pending";
  if (a.winner() != b.winner()) return "the winner";
  return "";
}

}  // namespace machikoro::test
