// An establishment's effect: one kind of a small registry (effect_registry.cpp) with its
// parameters from cards.json. The card's colour says when it fires (K10-K12); the kind
// says how much it moves and from whom. Internal to machikoro_engine.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "base/json_reader.hpp"
#include "machikoro/action.hpp"
#include "machikoro/cards.hpp"
#include "machikoro/event.hpp"
#include "machikoro/game.hpp"

namespace machikoro {

// One card of one owner about to resolve: what its effect sees.
struct Firing {
  const CardSet& cards;
  const std::vector<PlayerState>& players;
  int active = 0;
  int owner = 0;
  int card = 0;
  int copies = 0;
  int bonus = 0;        // K24: added to the card's amount
  int extra_total = 0;  // K26: the Tuna Boat's roll

  const PlayerState& player(int seat) const { return players.at(static_cast<std::size_t>(seat)); }
  // The owner's k-th opponent in turn order from the next seat (clockwise), k from 1.
  int opponent(int k) const { return (owner + k) % static_cast<int>(players.size()); }
  int player_count() const { return static_cast<int>(players.size()); }
  // How many establishments of `seat` carry `icon`.
  int count_icon(int seat, Icon icon) const;
  const std::string& card_id() const { return cards.establishment(card).id; }
};

// Refuses a choice: fills `why`, when asked, with `rule` and the words `words()` makes (built
// only then: the legal choices are listed often, their refusals rarely read).
template <class Words>
bool refuse(Violation* why, const char* rule, Words words) {
  if (why) *why = Violation{rule, words()};
  return false;
}

// The same card resolving: what its effect changes.
struct Resolution : Firing {
  std::vector<PlayerState>& mutable_players;
  std::vector<Event>* events;  // null when the game keeps no log

  PlayerState& mutable_player(int seat) {
    return mutable_players.at(static_cast<std::size_t>(seat));
  }
  // Moves `due` coins, or what `from` has if less (K11; the bank always pays), and records it.
  void pay(int from, int to, int due);
};

// Who pays a kind's coins; the colour of its cards must fit (cards.json is checked).
enum class Payer { Bank, Roller, Opponents };

class Effect {
 public:
  virtual ~Effect() = default;
  virtual Payer payer() const = 0;
  // K26: whether the card needs the turn's extra roll before it resolves.
  virtual bool needs_extra_roll() const { return false; }
  // The decision its owner makes before it resolves (Target, Swap), if any.
  virtual std::optional<Decision> decision() const { return std::nullopt; }
  // Exactly the answers to decision() that legal() accepts (built from its own predicates:
  // the purple decisions are listed often, a filter would double their cost).
  virtual void candidates(const Firing&, std::vector<Action>&) const {}
  // Whether `choice` answers decision(); if not, `why` (when given) says why.
  virtual bool legal(const Firing&, const Action&, Violation*) const { return true; }
  // What `payer` (a seat or kBank) owes the owner when it resolves, before K11's partial
  // payment (Game::due; a chosen target is the richest opponent).
  virtual int due(const Firing& r, int payer) const = 0;
  // `choice` answers decision(), or is null when the kind asks nothing.
  virtual void resolve(Resolution& r, const Action* choice) const = 0;
};

// Finds an establishment's index by id while cards.json is read (-1 when unknown).
using FindCard = std::function<int(std::string_view)>;

// The effect an entry {"kind": ..., params} describes, its parameters also put in `params`.
// "requires" is the loader's; any other member the kind does not read is refused.
std::shared_ptr<const Effect> make_effect(const nlohmann::json& entry, const base::JsonPlace& place,
                                          const FindCard& find_card, EffectParams& params);

}  // namespace machikoro
