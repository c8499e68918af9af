// How a game is set up (K1-K3a, section 8's house rules): everything a record needs to
// replay it, the supply deck of "ten types" and "5-5-2" included.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "machikoro/cards.hpp"
#include "machikoro/supply.hpp"

namespace machikoro {

// K3: every type on sale, or ten types turned from a shuffled deck; K3a: "5-5-2", five low,
// five high and two purple types, each group turned from its own deck.
enum class SupplyMode { All, Ten, FiveFiveTwo };

// The words of records and the command line: "all", "ten", "552".
std::span<const std::string_view> supply_names();
std::string_view supply_name(SupplyMode supply);
std::optional<SupplyMode> supply_from_name(std::string_view name);

struct HouseRules {
  // Section 8: once every player owns a purple type, its pile leaves the market.
  bool purple_out = false;

  friend bool operator==(const HouseRules&, const HouseRules&) = default;
};

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;

struct Setup {
  Edition edition = Edition::Base;
  SupplyMode supply = SupplyMode::All;
  HouseRules house_rules = {};
  std::vector<std::string> players;  // names, in seat order (clockwise)
  int first = 0;                     // the first player's seat
  // Ten and FiveFiveTwo: every supply card in turning order (5-5-2: each group's deck keeps it)
  std::vector<std::string> supply_deck = {};

  friend bool operator==(const Setup&, const Setup&) = default;
};

// A malformed setup: too few players, a deck that is not the game's supply (K3), ...
class SetupError : public base::Error {
 public:
  using Error::Error;
};

// The supply cards of a game (K3: each type of the edition with its copies), in card order.
std::vector<std::string> supply_cards(const CardSet& cards, Edition edition);
// The same shuffled from `seed`: a "ten types" or "5-5-2" deck (base::shuffle, the same
// everywhere).
std::vector<std::string> shuffled_supply_deck(const CardSet& cards, Edition edition,
                                              std::uint64_t seed);
// The markets `setup` turns its deck into (K3, K3a); none with all types. `setup` is checked.
std::vector<Supply::Market> supply_markets(const CardSet& cards, const Setup& setup);
// Throws SetupError when `setup` cannot start a game with these cards.
void check_setup(const CardSet& cards, const Setup& setup);

}  // namespace machikoro
