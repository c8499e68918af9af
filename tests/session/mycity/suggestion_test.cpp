// The suggestion's words when it is not a building: what to do and why.
#include <catch2/catch.hpp>

#include "mycity/session/suggestion.hpp"
#include "support.hpp"

using namespace mycity;
using session::suggestion_note;

namespace {

// Two players on a board whose only meadow is two cells beside the river: no three-cell
// building fits.
Game two_meadow_cells(std::vector<std::string> deck) {
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  const BoardLayout board = test::layout({"..", "MM"}, {{0, 1}, {2, 1}});
  return Game(test::catalogue(), rules, {{"Ann", board}, {"Ben", board}}, std::move(deck));
}

}  // namespace

TEST_CASE("a suggested pass or drop out says why when the building fits nowhere", "[session]") {
  Game game = two_meadow_cells({"Y-V3", "C-V3"});  // the Farmstead, then the Chapel (R14)
  CHECK(suggestion_note(game, ActionKind::Pass) ==
        "Suggestion: pass; the Farmstead fits nowhere on your board (\xE2\x88\x92"
        "1 point).");
  REQUIRE_FALSE(game.apply(Action::pass()));
  REQUIRE_FALSE(game.apply(Action::pass()));
  REQUIRE(game.current_piece() == test::piece("C-V3"));
  CHECK(suggestion_note(game, ActionKind::Drop) ==
        "Suggestion: drop out; the Chapel fits nowhere on your board and cannot be passed.");
  CHECK(suggestion_note(game, ActionKind::Build).empty());  // shown as the ghost instead
}

TEST_CASE("a suggested pass of a building that fits keeps its words", "[session]") {
  const Game game = two_meadow_cells({"Y-D2"});  // the Hut fits on the two cells
  CHECK(suggestion_note(game, ActionKind::Pass) ==
        "Suggestion: pass this building (\xE2\x88\x92"
        "1 point).");
  CHECK(suggestion_note(game, ActionKind::Drop) ==
        "Suggestion: drop out; your city is worth more as it is.");
}
