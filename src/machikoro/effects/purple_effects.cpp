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
  void resolve(Resolution& r, const Choice*) const override {
    for (const int opponent : r.opponents()) r.pay(opponent, r.owner, due_(r, opponent));
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
  void candidates(const Firing& r, std::vector<Choice>& out) const override {
    for (int seat = 0; seat < static_cast<int>(r.players.size()); ++seat)
      out.push_back(Choice::target(seat));
  }
  std::optional<Refusal> check(const Firing& r, const Choice& choice) const override {
    if (choice.kind != ChoiceKind::Target)
      return Refusal{"K12", "the " + r.card_id() + " asks for the opponent it takes from"};
    if (!is_opponent(r, choice.seat))
      return Refusal{"K12", "the " + r.card_id() + " takes from an opponent, not seat " +
                                std::to_string(choice.seat)};
    return std::nullopt;
  }
  // An estimate's target: the richest opponent, the first in turn order on a tie.
  int due(const Firing& r, int payer) const override {
    int richest = -1;
    for (const int seat : r.opponents()) {
      if (richest < 0 || r.player(seat).coins > r.player(richest).coins) richest = seat;
    }
    return payer == richest ? r.copies * amount_ : 0;
  }
  void resolve(Resolution& r, const Choice* choice) const override {
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
  void candidates(const Firing& r, std::vector<Choice>& out) const override {
    out.push_back(Choice::decline_swap());
    const auto& list = r.cards.establishments();
    const PlayerState& owner = r.player(r.owner);
    for (const int opponent : r.opponents()) {
      const PlayerState& other = r.player(opponent);
      for (std::size_t give = 0; give < list.size(); ++give) {
        for (std::size_t take = 0; take < list.size() && owner.establishments[give] > 0; ++take) {
          if (other.establishments[take] > 0)
            out.push_back(Choice::swap(list[give].id, opponent, list[take].id));
        }
      }
    }
  }
  std::optional<Refusal> check(const Firing& r, const Choice& choice) const override {
    if (choice.kind == ChoiceKind::DeclineSwap) return std::nullopt;
    if (choice.kind != ChoiceKind::Swap)
      return Refusal{"K15", "the " + r.card_id() + " asks for a swap or none"};
    if (!is_opponent(r, choice.seat))
      return Refusal{"K15", "a swap is with an opponent, not seat " + std::to_string(choice.seat)};
    if (auto refusal = swappable(r, r.owner, choice.card)) return refusal;
    return swappable(r, choice.seat, choice.take);
  }
  void resolve(Resolution& r, const Choice* choice) const override {
    if (choice->kind == ChoiceKind::DeclineSwap) return;
    const int give = r.cards.find_establishment(choice->card);
    const int take = r.cards.find_establishment(choice->take);
    PlayerState& owner = r.mutable_player(r.owner);
    PlayerState& other = r.mutable_player(choice->seat);
    --owner.establishments.at(static_cast<std::size_t>(give));
    ++other.establishments.at(static_cast<std::size_t>(give));
    --other.establishments.at(static_cast<std::size_t>(take));
    ++owner.establishments.at(static_cast<std::size_t>(take));
    r.events.push_back({EventKind::Swap, choice->card, r.owner, choice->seat, 0, 0, choice->take});
  }

 private:
  static std::optional<Refusal> swappable(const Firing& r, int seat, const std::string& id) {
    const int card = r.cards.find_establishment(id);
    if (card < 0) return Refusal{"K15", "only establishments are swapped, not \"" + id + "\""};
    if (r.cards.establishment(card).colour == Colour::Purple)
      return Refusal{"K15", "a purple establishment (" + id + ") is never swapped"};
    const PlayerState& p = r.player(seat);
    if (p.copies(card) == 0) return Refusal{"K15", p.name + " has no " + id};
    return std::nullopt;
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
