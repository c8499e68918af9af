// R33 colour groups, R34 churches, R35 wells: terms about which buildings share sides.
// A side shared across the river counts (R6), which plain grid neighbours give.
#include <array>
#include <vector>

#include "term_modules.hpp"

namespace mycity::terms {

namespace {

constexpr std::array<Colour, 3> kGroupColours{Colour::Yellow, Colour::Red, Colour::Blue};

struct Group {
  int buildings = 0;
  Bitboard cells;
};

// The group of `colour` with the most buildings (the first found on a tie).
Group largest_group(const City& city, Colour colour) {
  std::vector<const PlacedBuilding*> members;
  for (const PlacedBuilding& b : city.buildings()) {
    if (b.colour == colour) members.push_back(&b);
  }
  std::vector<bool> seen(members.size(), false);
  Group best;
  for (std::size_t start = 0; start < members.size(); ++start) {
    if (seen[start]) continue;
    seen[start] = true;
    Group group{1, members[start]->cells};
    for (bool grew = true; grew;) {
      grew = false;
      const Bitboard halo = group.cells.neighbours();
      for (std::size_t i = 0; i < members.size(); ++i) {
        if (!seen[i] && halo.intersects(members[i]->cells)) {
          seen[i] = true;
          group.cells |= members[i]->cells;
          ++group.buildings;
          grew = true;
        }
      }
    }
    if (group.buildings > best.buildings) best = group;
  }
  return best;
}

class ColourGroups final : public EndTerm {
 public:
  std::string_view id() const override { return "colour_groups"; }
  int points(const City& city) const override {
    int total = 0;
    for (Colour c : kGroupColours) total += largest_group(city, c).buildings;
    return total;
  }
  Bitboard cells(const City& city) const override {
    Bitboard all;
    for (Colour c : kGroupColours) all |= largest_group(city, c).cells;
    return all;
  }
};

class Churches final : public EndTerm {
 public:
  explicit Churches(int points) : points_(points) {}
  std::string_view id() const override { return "churches"; }
  int points(const City& city) const override {
    int n = 0;
    for_each_scoring_church(city, [&](const PlacedBuilding&) { ++n; });
    return n * points_;
  }
  Bitboard cells(const City& city) const override {
    Bitboard all;
    for_each_scoring_church(city, [&](const PlacedBuilding& b) { all |= b.cells; });
    return all;
  }

 private:
  template <typename F>
  static void for_each_scoring_church(const City& city, F&& f) {
    for (const PlacedBuilding& b : city.buildings()) {
      if (b.colour != Colour::Purple) continue;
      const Bitboard halo = b.cells.neighbours();
      bool all_colours = true;
      for (Colour c : kGroupColours)
        all_colours = all_colours && halo.intersects(city.colour_cells(c));
      if (all_colours) f(b);
    }
  }
  int points_;
};

class Wells final : public EndTerm {
 public:
  explicit Wells(int points) : points_(points) {}
  std::string_view id() const override { return "wells"; }
  int points(const City& city) const override { return scoring_wells(city).count() * points_; }
  Bitboard cells(const City& city) const override { return scoring_wells(city); }

 private:
  // Wells not built over whose four neighbours are covered by four different buildings.
  static Bitboard scoring_wells(const City& city) {
    Bitboard result;
    const BoardLayout& layout = city.layout();
    (layout.wells & ~city.occupied()).for_each([&](Cell w) {
      const std::array<Cell, 4> sides{Cell{w.x - 1, w.y}, Cell{w.x + 1, w.y}, Cell{w.x, w.y - 1},
                                      Cell{w.x, w.y + 1}};
      std::array<int, 4> owners{};
      for (std::size_t i = 0; i < sides.size(); ++i) {
        const Cell s = sides[i];
        const bool inside = s.x >= 0 && s.y >= 0 && s.x < layout.width && s.y < layout.height;
        owners[i] = inside ? city.building_at(s) : -1;
        if (owners[i] < 0) return;
        for (std::size_t j = 0; j < i; ++j) {
          if (owners[j] == owners[i]) return;
        }
      }
      result.set(w);
    });
    return result;
  }
  int points_;
};

}  // namespace

std::unique_ptr<EndTerm> make_colour_groups() {
  return std::make_unique<ColourGroups>();
}
std::unique_ptr<EndTerm> make_churches(int points) {
  return std::make_unique<Churches>(points);
}
std::unique_ptr<EndTerm> make_wells(int points) {
  return std::make_unique<Wells>(points);
}

}  // namespace mycity::terms
