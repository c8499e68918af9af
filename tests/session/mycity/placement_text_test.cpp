// R8 in the player's language: the ghost's reason is translated, while the engine keeps its
// English reasons for the command line.
#include <catch2/catch.hpp>

#include "i18n/translate.hpp"
#include "mycity/session/placement_text.hpp"
#include "mycity/session/turn_controller.hpp"
#include "session/mycity/table_turns.hpp"
#include "support.hpp"

using namespace mycity;
using session::TurnController;

namespace {

// Restores English whatever a test chose, so the other tests see the msgids.
struct EnglishAfter {
  ~EnglishAfter() { i18n::set_language("en", MYCITY_TEST_LOCALE_DIR); }
};

test::TableTurns two_players() {
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  return test::TableTurns(
      Game::on_printed_board(test::catalogue(), rules, {"Ann", "Ben"}, {"Y-D2", "R-D2"}));
}

}  // namespace

TEST_CASE("R8: in English every reason the app can show is the engine's own",
          "[session][R8][i18n]") {
  const test::TableTurns turn = two_players();
  const BoardLayout& board = turn.game().player(0).city.layout();
  for (const PieceDef& piece : test::catalogue().pieces()) {
    INFO(piece.id);
    CHECK(session::fault_texts(piece, board) == placement_reasons(piece, board));
  }
}

TEST_CASE("R8: the ghost's reason is said in the player's language", "[session][R8][i18n]") {
  EnglishAfter english;
  test::TableTurns turn = two_players();
  turn.take_seat();
  turn.set_cursor({0, 0});  // a mountain: R2
  REQUIRE(turn.ghost().violation);
  const std::string reason = turn.ghost().violation->reason;
  CHECK(turn.ghost().reason == reason);

  REQUIRE(i18n::set_language(i18n::kPseudoLanguage, MYCITY_TEST_LOCALE_DIR));
  CHECK(turn.ghost().violation->reason == reason);  // the engine's words stay English
  CHECK(turn.ghost().reason != reason);
  CHECK(turn.ghost().reason == i18n::tr(reason.c_str()));
}
