// The kinds that pay one owner: from the bank (blue, green) or from the roller (red, K11).
#include "effect_kinds.hpp"

namespace machikoro::effects {

namespace {

// `amount` (+ K24's bonus) per copy, times what `factor` counts for the owner.
class Flat : public Effect {
 public:
  Flat(Payer payer, int amount) : payer_(payer), amount_(amount) {}
  Payer payer() const override { return payer_; }
  int due(const Firing& r, int payer) const override {
    return payer == from(r) ? r.copies * (amount_ + r.bonus) * factor(r) : 0;
  }
  void resolve(Resolution& r, const Action*) const override {
    r.pay(from(r), r.owner, due(r, from(r)));
  }

 protected:
  virtual int factor(const Firing&) const { return 1; }
  int from(const Firing& r) const { return payer_ == Payer::Roller ? r.active : kBank; }

 private:
  Payer payer_;
  int amount_;
};

class PerIcon : public Flat {
 public:
  PerIcon(int amount, Icon icon) : Flat(Payer::Bank, amount), icon_(icon) {}

 private:
  int factor(const Firing& r) const override { return r.count_icon(r.owner, icon_); }
  Icon icon_;
};

class PerCard : public Flat {
 public:
  PerCard(int amount, int card) : Flat(Payer::Bank, amount), card_(card) {}

 private:
  int factor(const Firing& r) const override { return r.player(r.owner).copies(card_); }
  int card_;
};

class TunaBoat : public Effect {
 public:
  Payer payer() const override { return Payer::Bank; }
  bool needs_extra_roll() const override { return true; }
  int due(const Firing& r, int payer) const override {
    return payer == kBank ? r.copies * r.extra_total : 0;
  }
  void resolve(Resolution& r, const Action*) const override {
    r.pay(kBank, r.owner, due(r, kBank));
  }
};

}  // namespace

std::shared_ptr<const Effect> bank(int amount) {
  return std::make_shared<Flat>(Payer::Bank, amount);
}
std::shared_ptr<const Effect> from_roller(int amount) {
  return std::make_shared<Flat>(Payer::Roller, amount);
}
std::shared_ptr<const Effect> per_icon(int amount, Icon icon) {
  return std::make_shared<PerIcon>(amount, icon);
}
std::shared_ptr<const Effect> per_card(int amount, int card) {
  return std::make_shared<PerCard>(amount, card);
}
std::shared_ptr<const Effect> tuna_boat() {
  return std::make_shared<TunaBoat>();
}

}  // namespace machikoro::effects
