// The purple kinds (K12): the owner, who is the active player, takes from opponents.
#include <algorithm>

#include "effect_kinds.hpp"

namespace machikoro::effects {

namespace {

// Takes what `due` says from each opponent in turn (K12: what they have, at most).
class FromEach : public Effect {
 public:
  using Due = std::function<int(const Firing&, int opponent)>;
  explicit FromEach(Due due) : due_(std::move(due)) {}
  Payer payer() const override { return Payer::Opponents; }
  int due(const Firing& r, int payer) const override {
    return payer == kBank || payer == r.owner ? 0 : due_(r, payer);
  }
  void resolve(Resolution& r, const Action*) const override {
    for (int k = 1; k < r.player_count(); ++k) {
      const int opponent = r.opponent(k);
      r.pay(opponent, r.owner, due_(r, opponent));
    }
  }

 private:
  Due due_;
};

bool is_opponent(const Firing& r, int seat) {
  return seat >= 0 && seat < static_cast<int>(r.players.size()) && seat != r.owner;
}

class TakeFromOne : public Effect {
 public:
  explicit TakeFromOne(int amount) : amount_(amount) {}
  Payer payer() const override { return Payer::Opponents; }
  std::optional<Decision> decision() const override { return Decision::Target; }
  void candidates(const Firing& r, std::vector<Action>& out) const override {
    for (int seat = 0; seat < r.player_count(); ++seat) {
      if (is_opponent(r, seat)) out.push_back(Action::target(seat));
    }
  }
  bool legal(const Firing& r, const Action& choice, Violation* why) const override {
    if (choice.kind != ActionKind::Target)
      return refuse(why, "K12",
                    [&] { return "the " + r.card_id() + " asks for the opponent it takes from"; });
    if (!is_opponent(r, choice.seat)) {
      return refuse(why, "K12", [&] {
        return "the " + r.card_id() + " takes from an opponent, not seat " +
               std::to_string(choice.seat);
      });
    }
    return true;
  }
  // An estimate's target: the richest opponent, the first in turn order on a tie.
  int due(const Firing& r, int payer) const override {
    int richest = r.opponent(1);
    for (int k = 2; k < r.player_count(); ++k) {
      if (r.player(r.opponent(k)).coins > r.player(richest).coins) richest = r.opponent(k);
    }
    return payer == richest ? r.copies * amount_ : 0;
  }
  void resolve(Resolution& r, const Action* choice) const override {
    r.pay(choice->seat, r.owner, r.copies * amount_);
  }

 private:
  int amount_;
};

class Swap : public Effect {
 public:
  Payer payer() const override { return Payer::Opponents; }
  std::optional<Decision> decision() const override { return Decision::Swap; }
  int due(const Firing&, int) const override { return 0; }
  void candidates(const Firing& r, std::vector<Action>& out) const override {
    out.push_back(Action::decline_swap());
    const std::vector<int> give = swappable_cards(r, r.owner);
    for (int k = 1; k < r.player_count(); ++k) {
      const int opponent = r.opponent(k);
      const std::vector<int> take = swappable_cards(r, opponent);
      Action swap = Action::swap(0, opponent, 0);
      for (const int g : give) {
        swap.card.index = g;
        for (const int t : take) {
          swap.take = t;
          out.push_back(swap);
        }
      }
    }
  }
  bool legal(const Firing& r, const Action& choice, Violation* why) const override {
    if (choice.kind == ActionKind::DeclineSwap) return true;
    if (choice.kind != ActionKind::Swap)
      return refuse(why, "K15", [&] { return "the " + r.card_id() + " asks for a swap or none"; });
    if (!is_opponent(r, choice.seat)) {
      return refuse(why, "K15", [&] {
        return "a swap is with an opponent, not seat " + std::to_string(choice.seat);
      });
    }
    const CardRef take = CardRef::establishment(choice.take);
    return swappable(r, r.owner, choice.card, why) && swappable(r, choice.seat, take, why);
  }
  void resolve(Resolution& r, const Action* choice) const override {
    if (choice->kind == ActionKind::DeclineSwap) return;
    const int give = choice->card.index;
    const int take = choice->take;
    PlayerState& owner = r.mutable_player(r.owner);
    PlayerState& other = r.mutable_player(choice->seat);
    --owner.establishments.at(static_cast<std::size_t>(give));
    ++other.establishments.at(static_cast<std::size_t>(give));
    --other.establishments.at(static_cast<std::size_t>(take));
    ++owner.establishments.at(static_cast<std::size_t>(take));
    if (r.events)
      r.events->push_back({EventKind::Swap, choice->card, r.owner, choice->seat, 0, 0, take});
  }

 private:
  // The seat's establishments that may change hands: swappable()'s rule, as a list.
  static std::vector<int> swappable_cards(const Firing& r, int seat) {
    std::vector<int> list;
    for (int card = 0; card < static_cast<int>(r.cards.establishments().size()); ++card) {
      if (swappable(r, seat, CardRef::establishment(card), nullptr)) list.push_back(card);
    }
    return list;
  }
  static bool swappable(const Firing& r, int seat, CardRef card, Violation* why) {
    const int count = static_cast<int>(r.cards.establishments().size());
    if (card.landmark || card.index < 0 || card.index >= count) {
      return refuse(why, "K15", [&] {
        return card.landmark ? "only establishments are swapped, not \"" + r.cards.id(card) + "\""
                             : "no establishment " + std::to_string(card.index);
      });
    }
    const std::string& id = r.cards.establishment(card.index).id;
    if (r.cards.establishment(card.index).colour == Colour::Purple)
      return refuse(why, "K15",
                    [&] { return "a purple establishment (" + id + ") is never swapped"; });
    const PlayerState& p = r.player(seat);
    if (p.copies(card.index) == 0)
      return refuse(why, "K15", [&] { return p.name + " has no " + id; });
    return true;
  }
};

}  // namespace

std::shared_ptr<const Effect> from_each(int amount) {
  return std::make_shared<FromEach>([amount](const Firing& r, int) { return r.copies * amount; });
}

std::shared_ptr<const Effect> take_from_one(int amount) {
  return std::make_shared<TakeFromOne>(amount);
}

std::shared_ptr<const Effect> per_icons_from_each(int amount, std::vector<Icon> icons) {
  return std::make_shared<FromEach>([amount, icons](const Firing& r, int opponent) {
    int count = 0;
    for (const Icon icon : icons) count += r.count_icon(opponent, icon);
    return r.copies * amount * count;
  });
}

// The rulebook: half, rounded down, of an opponent's coins as they stand when it resolves.
std::shared_ptr<const Effect> tax_office(int min_coins) {
  return std::make_shared<FromEach>([min_coins](const Firing& r, int opponent) {
    const int coins = r.player(opponent).coins;
    return coins >= min_coins ? coins / 2 : 0;
  });
}

std::shared_ptr<const Effect> swap() {
  return std::make_shared<Swap>();
}

}  // namespace machikoro::effects
