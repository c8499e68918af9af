// Immediate races: R36 gold (both gold deposits built over) and the express of
// chapter 7 (the station built).
#include "term_modules.hpp"

namespace mycity::terms {

namespace {

class GoldRace final : public Race {
 public:
  explicit GoldRace(int points) : points_(points) {}
  std::string_view id() const override { return "gold"; }
  int points() const override { return points_; }
  bool reached(const City& city) const override {
    const Bitboard& gold = city.layout().gold;
    return gold.any() && city.occupied().contains(gold);
  }

 private:
  int points_;
};

class Express final : public Race {
 public:
  explicit Express(int points) : points_(points) {}
  std::string_view id() const override { return "express"; }
  int points() const override { return points_; }
  bool reached(const City& city) const override { return city.colour_cells(Colour::Grey).any(); }

 private:
  int points_;
};

}  // namespace

std::unique_ptr<Race> make_gold_race(int points) {
  return std::make_unique<GoldRace>(points);
}
std::unique_ptr<Race> make_express(int points) {
  return std::make_unique<Express>(points);
}

}  // namespace mycity::terms
