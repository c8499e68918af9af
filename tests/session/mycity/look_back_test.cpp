// A finished game looked back at: a costly action shown both ways from the same moment.
#include <catch2/catch.hpp>

#include "mycity/session/look_back.hpp"
#include "support.hpp"

using namespace mycity;

namespace {

Action build(const std::string& piece, int x, int y) {
  return Action::build(Placement{test::piece(piece), 0, false, x, y});
}

// Ann builds the Hut at (7,4)-(8,4) by the river (R5), Ben passes; Ann builds the Kiosk
// above it at (7,3)-(8,3) (R6), Ben drops out; Ann drops out on the Chapel.
session::KeptGame three_rounds() {
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  Game game =
      Game::on_printed_board(test::catalogue(), rules, {"Ann", "Ben"}, {"Y-D2", "R-D2", "C-V3"});
  for (const Action& action :
       {build("Y-D2", 7, 4), Action::pass(), build("R-D2", 7, 3), Action::drop(), Action::drop()})
    REQUIRE_FALSE(game.apply(action));
  REQUIRE(game.over());
  return session::kept_game(test::catalogue(), nullptr, record_of(game));
}

}  // namespace

TEST_CASE("a costly action is shown both ways from the moment it was played",
          "[session][look-back]") {
  session::LookBack look;
  look.open("three rounds", three_rounds(), session::LookBackFrom::FinishedGames, {false, true});
  CHECK_FALSE(look.computer(0));
  CHECK(look.computer(1));
  // Round 2: the Kiosk right of the Hut, (9,4)-(10,4), instead of above it.
  const CostlyAction kiosk{2, test::piece("R-D2"), build("R-D2", 7, 3), build("R-D2", 9, 4), 1.5};
  const std::optional<session::TwoWays> both = look.two_ways(0, kiosk);
  REQUIRE(both);
  for (const Game* game : {&both->played, &both->suggested})
    REQUIRE(game->player(0).city.buildings().size() == 2);  // the Hut, then the Kiosk
  CHECK(both->played.player(0).city.buildings().back().placement == kiosk.done.placement);
  CHECK(both->suggested.player(0).city.buildings().back().placement == kiosk.suggested.placement);
  // Ben's drop in round 2 comes after Ann's Kiosk; a pass there was his to choose.
  const CostlyAction drop{2, test::piece("R-D2"), Action::drop(), Action::pass(), 1.0};
  const std::optional<session::TwoWays> ben = look.two_ways(1, drop);
  REQUIRE(ben);
  CHECK(ben->played.player(0).city.buildings().size() == 2);
  CHECK(ben->played.player(1).dropped);
  CHECK(ben->suggested.player(1).track.value() == 8);  // 10, −1 for each of his two passes
  // An action the game refuses at that moment shows nothing.
  const CostlyAction wrong{2, test::piece("R-D2"), build("R-D2", 7, 3), build("R-D2", 0, 0), 1.0};
  CHECK_FALSE(look.two_ways(0, wrong));
}
