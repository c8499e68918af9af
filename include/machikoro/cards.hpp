// Machi Koro's cards as data (campaigns/machikoro/cards.json, docs/machikoro.md): every
// establishment with its effect kind and parameters, every landmark, and the starting city.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.hpp"

namespace machikoro {

// K6: with the Harbor built, a final total of kHarborFrom or more may take kHarborBonus more.
// The one statement of that rule: the turn, the choices and the computer players read it.
inline constexpr int kHarborFrom = 10;
inline constexpr int kHarborBonus = 2;
inline constexpr int kMaxTotal = 12 + kHarborBonus;  // 12 on two dice, and the Harbor's 2

enum class Colour { Blue, Green, Red, Purple };
enum class Icon { Cup, Bread, Wheat, Cow, Gear, Factory, Fruit, Boat, Tower };
// K1/K2: the base game, or the base game with the Plus expansion.
enum class Edition { Base, Plus };

std::string_view colour_name(Colour colour);
std::string_view edition_name(Edition edition);
std::optional<Colour> colour_from_name(std::string_view name);
std::optional<Icon> icon_from_name(std::string_view name);
std::optional<Edition> edition_from_name(std::string_view name);

struct Names {
  std::string ru;
  std::string en;
};

class Effect;  // an effect kind with its parameters (src/machikoro/effects/)

// An effect's parameters as cards.json gives them, read-only, for the words a front end
// shows; a parameter the kind does not take keeps its default.
struct EffectParams {
  int amount = 0;
  int min_coins = 0;
  std::vector<Icon> icons;  // per_icon: one; per_icons_from_each: the list
  int card = -1;            // per_card: the establishment counted
};

struct Establishment {
  std::string id;
  Names names;
  Colour colour = Colour::Blue;
  Icon icon = Icon::Wheat;
  int roll_low = 1;
  int roll_high = 1;
  int cost = 0;
  int copies = 0;  // in the supply, besides the starting cards
  Edition edition = Edition::Base;
  std::string effect_kind;
  EffectParams effect_params;
  std::shared_ptr<const Effect> effect;
  int requires_landmark = -1;  // a landmark the owner must have built for the card to fire

  bool fires_on(int total) const { return total >= roll_low && total <= roll_high; }
};

struct Landmark {
  std::string id;
  Names names;
  int cost = 0;
  Edition edition = Edition::Base;
  bool starts_built = false;  // City Hall: built at the start, not counted for K30
};

// A card by its place in a CardSet, an establishment or a landmark: what choices and events
// carry (ids only at the edges: records, the CLI, messages).
struct CardRef {
  bool landmark = false;
  int index = -1;

  static CardRef establishment(int index) { return {false, index}; }
  static CardRef landmark_at(int index) { return {true, index}; }
  friend bool operator==(CardRef, CardRef) = default;
};

// Whether a card of `card` belongs to a game of `game` (K2: Plus adds the expansion's).
inline bool in_game(Edition card, Edition game) {
  return card == Edition::Base || game == Edition::Plus;
}

class CardSet {
 public:
  CardSet(std::vector<Establishment> establishments, std::vector<Landmark> landmarks,
          int start_coins, std::vector<int> start_establishments);

  const std::vector<Establishment>& establishments() const { return establishments_; }
  const std::vector<Landmark>& landmarks() const { return landmarks_; }
  const Establishment& establishment(int index) const {
    return establishments_.at(static_cast<std::size_t>(index));
  }
  const Landmark& landmark(int index) const {
    return landmarks_.at(static_cast<std::size_t>(index));
  }
  // The index of the card with this id, or -1.
  int find_establishment(std::string_view id) const;
  int find_landmark(std::string_view id) const;
  // The establishment or landmark with this id (ids are unique across both), or nothing.
  std::optional<CardRef> find(std::string_view id) const;
  const std::string& id(CardRef card) const;
  int cost(CardRef card) const {
    return card.landmark ? landmark(card.index).cost : establishment(card.index).cost;
  }
  // The establishments that need the extra roll (K26), in card order.
  const std::vector<int>& extra_roll_cards() const { return extra_roll_cards_; }
  // Every card a player may build in a game of `edition` (K2), establishments first, with
  // its cost.
  struct Buildable {
    CardRef card;
    int cost = 0;
  };
  const std::vector<Buildable>& buildable(Edition edition) const {
    return buildable_[static_cast<std::size_t>(edition)];
  }
  // The establishments whose numbers include `total` (to kMaxTotal), in card order; all, or
  // those of one colour.
  const std::vector<int>& firing_on(int total) const {
    return firing_on_.at(static_cast<std::size_t>(total));
  }
  const std::vector<int>& firing_on(int total, Colour colour) const {
    return colour_on_[static_cast<std::size_t>(colour)].at(static_cast<std::size_t>(total));
  }
  // K1: each player's coins and establishments (one copy of each) at the start.
  int start_coins() const { return start_coins_; }
  const std::vector<int>& start_establishments() const { return start_establishments_; }

 private:
  std::vector<Establishment> establishments_;
  std::vector<Landmark> landmarks_;
  int start_coins_ = 0;
  std::vector<int> start_establishments_;
  std::vector<int> extra_roll_cards_;
  std::vector<std::vector<int>> firing_on_;                 // per total
  std::array<std::vector<std::vector<int>>, 4> colour_on_;  // per colour, per total
  std::array<std::vector<Buildable>, 2> buildable_;         // per edition
};

// Loads a cards file; throws base::ContentError naming the file, the JSON path and the
// problem (unknown members, kinds, icons and ids are refused).
CardSet load_cards(const std::string& file);
// The same from the text of a cards file, named `source` in messages.
CardSet load_cards_text(const std::string& text, const std::string& source);
// campaigns/machikoro/cards.json under a data folder (campaigns/).
std::string default_cards_file(const std::string& data_dir);

}  // namespace machikoro
