// The seats of the setup screens, without drawing: what each row yields.
#include <catch2/catch.hpp>

#include "screens/mycity/player_rows.hpp"

namespace app::test {

const mycity::session::Animals kFourAnimals{std::vector<mycity::session::Animal>(4)};

TEST_CASE("setup rows: typed names are trimmed, empty fields give the hint they show",
          "[app][setup]") {
  PlayerRows rows(true, kFourAnimals);
  rows.add("  Ann  ", 0);
  rows.add("", 1);
  REQUIRE(rows.size() == 2);
  CHECK(rows.name(0) == "Ann");
  CHECK(rows.name(1) == "Player 2");
  CHECK(rows.city(0) == "City 1");
  CHECK(rows.city(1) == "City 2");
}

TEST_CASE("setup rows: an animal already taken moves on to the next free one", "[app][setup]") {
  PlayerRows rows(false, kFourAnimals);
  rows.add("Ann", 2);
  rows.add("Ben", 2);
  rows.add("Cy", 3);
  rows.add("Di", 2);
  CHECK(rows.animal(0) == 2);
  CHECK(rows.animal(1) == 3);
  CHECK(rows.animal(2) == 0);  // 3 was taken by Ben: wraps round to the first free
  CHECK(rows.animal(3) == 1);
}

}  // namespace app::test
