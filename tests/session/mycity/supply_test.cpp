// The supply and the discard pile in view (R17): what each player has still to come, built
// and turned over, and which cards remain in the deck, never in what order.
#include <catch2/catch.hpp>

#include "mycity/rules_support.hpp"
#include "mycity/session/supply.hpp"

using namespace mycity;
using session::DeckColour;
using session::SupplyBuilding;
using State = session::SupplyState;

namespace {

// 6 x 3, all meadow, the river between columns 2 and 3; a first building upright on
// (2,0)-(2,1) touches it.
BoardLayout board() {
  return test::layout({"......", "......", "......"}, {{3, 0}, {3, 3}});
}

SupplyBuilding in(const std::string& id, State state) {
  return {test::piece(id), state};
}

std::vector<int> pieces(const std::vector<std::string>& ids) {
  std::vector<int> out;
  for (const std::string& id : ids) out.push_back(test::piece(id));
  return out;
}

}  // namespace

TEST_CASE("R17, R15: each supply shows what is to come, built and turned over",
          "[session][R17][R15]") {
  const Ruleset rules = test::ruleset();
  Game game(test::catalogue(), rules, test::seats(2, board()),
            {"Y-D2", "BLOCK", "R-D2", "B-D2", "Y-I3", "R-I3"});
  // Round 1, the Hut: P1 builds it, P2 passes.
  REQUIRE_FALSE(game.apply(test::build("Y-D2", 1, false, 2, 0)));
  REQUIRE_FALSE(game.apply(Action::pass()));
  // The block card hides the Kiosk; round 2, the Shed: P1 passes, P2 drops out on it.
  REQUIRE_FALSE(game.apply(Action::pass()));
  REQUIRE_FALSE(game.apply(Action::drop()));
  // Round 3, the Row Houses, revealed for P1.
  REQUIRE(game.current_piece() == test::piece("Y-I3"));

  // Catalogue order: yellow, red, blue; smaller first.
  CHECK(session::player_supply(game, 0) ==
        std::vector<SupplyBuilding>{in("Y-D2", State::Built), in("Y-I3", State::InPlay),
                                    in("R-D2", State::Blocked), in("R-I3", State::ToCome),
                                    in("B-D2", State::Passed)});
  // A player who dropped out turns over only that building; the rest stay face up.
  CHECK(session::player_supply(game, 1) ==
        std::vector<SupplyBuilding>{in("Y-D2", State::Passed), in("Y-I3", State::ToCome),
                                    in("R-D2", State::Blocked), in("R-I3", State::ToCome),
                                    in("B-D2", State::DroppedOut)});
  CHECK(session::turned_over(State::Passed));
  CHECK(session::turned_over(State::Blocked));
  CHECK(session::turned_over(State::DroppedOut));
  CHECK_FALSE(session::turned_over(State::Built));
  CHECK_FALSE(session::turned_over(State::InPlay));

  // Revealed: Hut, block, Kiosk, Shed, Row Houses; the Post Office is the one card left.
  const session::DeckRemaining deck = session::deck_remaining(game);
  CHECK(deck.cards == 1);
  CHECK(deck.in_deck == 6);
  CHECK(deck.has_block);
  CHECK_FALSE(deck.block_still_in);
  CHECK(deck.colours == std::vector<DeckColour>{{Colour::Yellow, {}, 2},
                                                {Colour::Red, pieces({"R-I3"}), 2},
                                                {Colour::Blue, {}, 1}});
}

TEST_CASE("R17: the deck shows which cards remain, not their order", "[session][R17]") {
  const Ruleset rules = test::ruleset();
  const Game one(test::catalogue(), rules, test::seats(2, board()),
                 {"Y-D2", "R-I3", "BLOCK", "B-D2", "Y-I3"});
  const Game other(test::catalogue(), rules, test::seats(2, board()),
                   {"Y-D2", "Y-I3", "B-D2", "BLOCK", "R-I3"});
  const session::DeckRemaining deck = session::deck_remaining(one);
  CHECK(deck == session::deck_remaining(other));
  CHECK(deck.cards == 4);
  CHECK(deck.block_still_in);
  CHECK(deck.colours == std::vector<DeckColour>{{Colour::Yellow, pieces({"Y-I3"}), 2},
                                                {Colour::Red, pieces({"R-I3"}), 1},
                                                {Colour::Blue, pieces({"B-D2"}), 1}});
}

TEST_CASE("R17: an Eternity game starts with 27 buildings to come and 28 cards", "[session][R17]") {
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  REQUIRE(rules.deck.front() == "Y-D2");  // unshuffled: the Hut is revealed first
  const Game game = Game::on_printed_board(test::catalogue(), rules, {"Ann", "Ben"}, rules.deck);
  const std::vector<SupplyBuilding> supply = session::player_supply(game, 1);
  REQUIRE(supply.size() == 27);
  for (const SupplyBuilding& b : supply) {
    CHECK(b.state == (b.piece == test::piece("Y-D2") ? State::InPlay : State::ToCome));
  }
  const session::DeckRemaining deck = session::deck_remaining(game);
  CHECK(deck.in_deck == 28);
  CHECK(deck.cards == 27);
  CHECK(deck.block_still_in);
  REQUIRE(deck.colours.size() == 4);  // yellow, red, blue, the churches
  CHECK(deck.colours[3].in_deck == 3);
}
