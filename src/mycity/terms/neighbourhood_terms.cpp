// R33 colour groups, R35 wells, harmony and station: terms about which buildings share
// sides.
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

// Harmony (chapter 2): points when the largest group of every colour is big enough.
class Harmony final : public EndTerm {
 public:
  Harmony(int min_buildings, int points) : min_buildings_(min_buildings), points_(points) {}
  std::string_view id() const override { return "harmony"; }
  int points(const City& city) const override {
    for (Colour c : kGroupColours) {
      if (largest_group(city, c).buildings < min_buildings_) return 0;
    }
    return points_;
  }
  Bitboard cells(const City& city) const override {
    return points(city) != 0 ? ColourGroups().cells(city) : Bitboard{};
  }

 private:
  int min_buildings_;
  int points_;
};

// Station (chapter 7): points for each colour among the station's neighbours.
class Station final : public EndTerm {
 public:
  explicit Station(int points) : points_(points) {}
  std::string_view id() const override { return "station"; }
  int points(const City& city) const override {
    int colours = 0;
    for_each_station(city, [&](const Bitboard& halo) {
      for (Colour c : kGroupColours) colours += halo.intersects(city.colour_cells(c)) ? 1 : 0;
    });
    return colours * points_;
  }
  Bitboard cells(const City& city) const override {
    Bitboard all;
    for_each_station(city, [&](const Bitboard& halo) {
      for (Colour c : kGroupColours) all |= halo & city.colour_cells(c);
    });
    return all | city.colour_cells(Colour::Grey);
  }

 private:
  template <typename F>
  static void for_each_station(const City& city, F&& f) {
    for (const PlacedBuilding& b : city.buildings()) {
      if (b.colour == Colour::Grey) f(b.cells.neighbours());
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
  static Bitboard scoring_wells(const City& city) {
    Bitboard result;
    (city.layout().wells & ~city.occupied()).for_each([&](Cell w) {
      if (covered_well_sides(city, w) == 4) result.set(w);
    });
    return result;
  }
  int points_;
};

}  // namespace

std::unique_ptr<EndTerm> make_colour_groups() {
  return std::make_unique<ColourGroups>();
}
std::unique_ptr<EndTerm> make_harmony(int min_buildings, int points) {
  return std::make_unique<Harmony>(min_buildings, points);
}
std::unique_ptr<EndTerm> make_station(int points) {
  return std::make_unique<Station>(points);
}
std::unique_ptr<EndTerm> make_wells(int points) {
  return std::make_unique<Wells>(points);
}

}  // namespace mycity::terms

namespace mycity {

bool scores_wells(const EndTerm& term) {
  return dynamic_cast<const terms::Wells*>(&term) != nullptr;
}

int covered_well_sides(const City& city, Cell well) {
  const BoardLayout& layout = city.layout();
  const std::array<Cell, 4> sides{Cell{well.x - 1, well.y}, Cell{well.x + 1, well.y},
                                  Cell{well.x, well.y - 1}, Cell{well.x, well.y + 1}};
  std::array<int, 4> owners{};
  int covered = 0;
  for (std::size_t i = 0; i < sides.size(); ++i) {
    const Cell s = sides[i];
    const bool inside = s.x >= 0 && s.y >= 0 && s.x < layout.width && s.y < layout.height;
    owners[i] = inside ? city.building_at(s) : -1;
    if (owners[i] < 0) {
      if (!inside || !layout.meadow.test(s)) return -1;
      continue;
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (owners[j] == owners[i]) return -1;
    }
    ++covered;
  }
  return covered;
}

}  // namespace mycity
