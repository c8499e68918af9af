// How a game is set up (K1-K3, section 8's house rules): everything a record needs to
// replay it, the "ten types" supply deck included.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "machikoro/cards.hpp"

namespace machikoro {

// K3: every type on sale, or ten types turned from a shuffled deck.
enum class SupplyMode { All, Ten };

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
  std::vector<std::string> players;           // names, in seat order (clockwise)
  int first = 0;                              // the first player's seat
  std::vector<std::string> supply_deck = {};  // Ten only: every supply card, in turning order

  friend bool operator==(const Setup&, const Setup&) = default;
};

// A malformed setup: too few players, a deck that is not the game's supply (K3), ...
class SetupError : public base::Error {
 public:
  using Error::Error;
};

// The supply cards of a game (K3: each type of the edition with its copies), in card order.
std::vector<std::string> supply_cards(const CardSet& cards, Edition edition);
// The same shuffled from `seed`: a "ten types" deck (base::shuffle, the same everywhere).
std::vector<std::string> shuffled_supply_deck(const CardSet& cards, Edition edition,
                                              std::uint64_t seed);
// Throws SetupError when `setup` cannot start a game with these cards.
void check_setup(const CardSet& cards, const Setup& setup);

}  // namespace machikoro
