// Both games' hubs remember the people of each game they start, and only the people: computer
// seats and the names the game gives are left out.
#include <catch2/catch.hpp>

#include "machikoro/session/game_hub.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/seats.hpp"
#include "session/mycity/presentation_test_support.hpp"
#include "table/roster.hpp"

namespace mycity::session::test {

TEST_CASE("My City's start remembers its people with their animals", "[session][roster]") {
  table::Roster roster({});
  GameHub hub(shipped_content(), {}, shipped_presentation().animals, &roster);
  const auto seats =
      parse_seats("Ann:bear,Cy:owl@easy,Player 3:fox", shipped_presentation().animals);
  REQUIRE(seats);
  REQUIRE(hub.start(*seats, 1));
  REQUIRE(roster.people().size() == 1);
  CHECK(roster.people()[0].name == "Ann");
  CHECK(roster.people()[0].animal == "bear");
  REQUIRE(hub.play_again());
  CHECK(roster.people().size() == 1);
}

TEST_CASE("Machi Koro's start remembers its people without an animal", "[session][roster]") {
  table::Roster roster({});
  machikoro::session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, {}, &roster);
  const auto table = machikoro::session::parse_new_table("Zoe,Ben:medium,Yan");
  REQUIRE(table);
  REQUIRE(hub.start(*table, 1));
  REQUIRE(roster.people().size() == 2);
  CHECK(roster.people()[0].name == "Zoe");
  CHECK(roster.people()[0].animal.empty());
  CHECK(roster.people()[1].name == "Yan");
}

}  // namespace mycity::session::test
