// K1-K3a: what a game starts from, and the checks that refuse a setup no game can start from.
#include "machikoro/setup.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "base/random.hpp"

namespace machikoro {

std::vector<std::string> supply_cards(const CardSet& cards, Edition edition) {
  std::vector<std::string> deck;
  for (const Establishment& card : cards.establishments()) {
    if (in_game(card.edition, edition)) deck.insert(deck.end(), card.copies, card.id);
  }
  return deck;
}

std::vector<std::string> shuffled_supply_deck(const CardSet& cards, Edition edition,
                                              std::uint64_t seed) {
  return base::shuffled_deck(supply_cards(cards, edition), seed);
}

namespace {

constexpr std::array<std::string_view, 3> kSupplies{"all", "ten", "552"};  // SupplyMode's order

}  // namespace

std::span<const std::string_view> supply_names() {
  return kSupplies;
}

std::string_view supply_name(SupplyMode supply) {
  return kSupplies.at(static_cast<std::size_t>(supply));
}

std::optional<SupplyMode> supply_from_name(std::string_view name) {
  const auto it = std::find(kSupplies.begin(), kSupplies.end(), name);
  if (it == kSupplies.end()) return std::nullopt;
  return static_cast<SupplyMode>(it - kSupplies.begin());
}

namespace {

constexpr int kTenTypes = 10;  // K3
// K3a: the 5-5-2 groups, each with the types it keeps out.
enum Group { Low, High, Purple };
constexpr int kGroupTypes[] = {5, 5, 2};

// K3a: purple cards are their own group; the others go by the lowest roll they fire on.
Group group_of(const Establishment& card) {
  if (card.colour == Colour::Purple) return Purple;
  return card.roll_low <= 6 ? Low : High;
}

}  // namespace

std::vector<Supply::Market> supply_markets(const CardSet& cards, const Setup& setup) {
  std::vector<int> deck;
  for (const std::string& id : setup.supply_deck) deck.push_back(cards.find_establishment(id));
  if (setup.supply == SupplyMode::Ten) return {{std::move(deck), kTenTypes}};
  if (setup.supply == SupplyMode::All) return {};
  std::vector<Supply::Market> groups;
  for (const int types : kGroupTypes) groups.push_back({{}, types});
  for (const int card : deck) groups[group_of(cards.establishment(card))].deck.push_back(card);
  return groups;
}

namespace {

void check_deck(const CardSet& cards, const Setup& setup) {
  if (setup.supply == SupplyMode::All) {
    if (!setup.supply_deck.empty())
      throw SetupError("K3: a supply deck is only for the \"ten\" and \"552\" supplies");
    return;
  }
  std::map<std::string, int> wanted;
  for (const std::string& id : supply_cards(cards, setup.edition)) ++wanted[id];
  std::map<std::string, int> given;
  for (const std::string& id : setup.supply_deck) {
    if (!wanted.contains(id))
      throw SetupError("K3: the supply deck holds \"" + id + "\", not a supply card of the " +
                       std::string(edition_name(setup.edition)) + " game");
    ++given[id];
  }
  for (const auto& [id, count] : wanted) {
    if (given[id] != count)
      throw SetupError("K3: the supply deck holds " + std::to_string(given[id]) + " " + id +
                       ", the game has " + std::to_string(count));
  }
}

}  // namespace

void check_setup(const CardSet& cards, const Setup& setup) {
  const int n = static_cast<int>(setup.players.size());
  if (n < kMinPlayers || n > kMaxPlayers)
    throw SetupError("a game is for " + std::to_string(kMinPlayers) + "-" +
                     std::to_string(kMaxPlayers) + " players, not " + std::to_string(n));
  std::set<std::string> names;
  for (const std::string& name : setup.players) {
    if (name.empty()) throw SetupError("a player's name cannot be empty");
    if (!names.insert(name).second) throw SetupError("two players are named \"" + name + "\"");
  }
  if (setup.first < 0 || setup.first >= n)
    throw SetupError("the first player's seat " + std::to_string(setup.first) +
                     " is not one of the " + std::to_string(n) + " seats");
  check_deck(cards, setup);
}

}  // namespace machikoro
