// R30 trees, R31 rocks, R32 empty meadow: what is still visible on the board.
#include "term_modules.hpp"

namespace mycity::terms {

namespace {

class Trees final : public EndTerm {
 public:
  std::string_view id() const override { return "trees"; }
  int points(const City& city) const override {
    const Bitboard visible = ~city.occupied();
    return 2 * (city.layout().double_trees & visible).count() +
           (city.layout().single_trees & visible).count();
  }
  Bitboard cells(const City& city) const override {
    return (city.layout().double_trees | city.layout().single_trees) & ~city.occupied();
  }
};

class Rocks final : public EndTerm {
 public:
  std::string_view id() const override { return "rocks"; }
  int points(const City& city) const override {
    const Bitboard visible = ~city.occupied();
    return -(2 * (city.layout().double_rocks & visible).count() +
             (city.layout().single_rocks & visible).count());
  }
  Bitboard cells(const City& city) const override {
    return (city.layout().double_rocks | city.layout().single_rocks) & ~city.occupied();
  }
};

class EmptyMeadow final : public EndTerm {
 public:
  std::string_view id() const override { return "empty_meadow"; }
  int points(const City& city) const override { return -city.empty_meadow().count(); }
  Bitboard cells(const City& city) const override { return city.empty_meadow(); }
};

}  // namespace

std::unique_ptr<EndTerm> make_trees() {
  return std::make_unique<Trees>();
}
std::unique_ptr<EndTerm> make_rocks() {
  return std::make_unique<Rocks>();
}
std::unique_ptr<EndTerm> make_empty_meadow() {
  return std::make_unique<EmptyMeadow>();
}

}  // namespace mycity::terms
