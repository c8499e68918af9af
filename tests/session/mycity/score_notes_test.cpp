// Every change of score explained when it happens: a pass (R12), a race won (R36), the cap
// reached (R22); on the table before the action is confirmed and after its round.
#include <catch2/catch.hpp>

#include "i18n/translate.hpp"
#include "mycity/rules_support.hpp"
#include "mycity/session/score_notes.hpp"
#include "mycity/session/turn_controller.hpp"
#include "session/mycity/table_turns.hpp"

using namespace mycity;
using session::ScoreNote;
using session::SeatReveal;
using session::TurnController;
using Phase = TurnController::Phase;

namespace {

const session::TermWords& words() {
  static const session::TermWords loaded({{"gold", {"Gold race", "first to cover the gold"}}}, {});
  return loaded;
}

// 6 x 3, gold deposits at (1,0) and (2,0), river between columns 2|3: a Hut lying on
// (1,0),(2,0) covers both and touches the river. Two players, the Hut, then the Kiosk.
Game gold_game(const Ruleset& rules) {
  const BoardLayout board = test::layout({".GG...", "......", "......"}, {{3, 0}, {3, 3}});
  return Game(test::catalogue(), rules, test::seats(2, board), {"Y-D2", "R-D2"});
}

void place_on_gold(TurnController& turn) {
  turn.take_seat();
  turn.set_cursor({1, 0});
  REQUIRE(turn.place());
}

std::vector<std::string> texts(const std::vector<ScoreNote>& notes) {
  std::vector<std::string> out;
  for (const ScoreNote& note : notes) out.push_back(note.text);
  return out;
}

}  // namespace

TEST_CASE("R12: a pass is chosen, can be taken back, and costs its point when confirmed",
          "[session][R12]") {
  const Ruleset rules = test::ruleset();
  test::TableTurns turn(gold_game(rules));
  turn.take_seat();
  REQUIRE(turn.pass());
  CHECK(turn.pass_pending());
  CHECK(turn.game().player(0).track.value() == 10);  // nothing paid yet
  CHECK(turn.ghost().cells.empty());                 // no building while passing
  CHECK_FALSE(turn.place());
  const std::optional<SeatReveal> outcome = turn.pending_outcome();
  REQUIRE(outcome);
  CHECK(texts(session::score_notes(*outcome, words())) ==
        std::vector<std::string>{"Pass: \xE2\x88\x92"
                                 "1"});
  CHECK(outcome->score_after == 9);

  turn.undo();  // taken back: the turn is as it was
  CHECK_FALSE(turn.pass_pending());
  CHECK_FALSE(turn.pending_outcome());
  CHECK(turn.seat() == 0);
  REQUIRE(turn.pass());
  REQUIRE(turn.confirm());
  CHECK(turn.game().player(0).track.value() == 9);
  CHECK(turn.seat() == 1);
  CHECK(turn.phase() == Phase::Handoff);
}

TEST_CASE("R14: a church card cannot be passed, not even tentatively", "[session][R14]") {
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  test::TableTurns turn(
      Game::on_printed_board(test::catalogue(), rules, {"Ann", "Ben"}, {"C-V3", "Y-D2"}));
  turn.take_seat();
  CHECK_FALSE(turn.pass());
  CHECK_FALSE(turn.pass_pending());
}

TEST_CASE("R36: the gold race's points are announced when the building is placed",
          "[session][R36]") {
  const Ruleset rules = test::ruleset({}, {test::term("gold", {{"points", 3}})});
  test::TableTurns turn(gold_game(rules));
  place_on_gold(turn);
  const std::optional<SeatReveal> outcome = turn.pending_outcome();
  REQUIRE(outcome);
  CHECK(texts(session::score_notes(*outcome, words())) ==
        std::vector<std::string>{"Gold race: +3"});
  CHECK(outcome->score_before == 10);
  CHECK(outcome->score_after == 13);
  CHECK(turn.game().player(0).track.value() == 10);  // announced, not yet scored
  turn.set_cursor({4, 2});                           // the placed building stays: so does its note
  CHECK(turn.pending_outcome()->score_after == 13);
  turn.undo();
  CHECK_FALSE(turn.pending_outcome());
}

TEST_CASE("R22: reaching the cap is a note of its own", "[session][R22][R36]") {
  const Ruleset rules = test::ruleset({}, {test::term("gold", {{"points", 3}})}, 12);
  test::TableTurns turn(gold_game(rules));
  place_on_gold(turn);
  const std::vector<ScoreNote> notes = session::score_notes(*turn.pending_outcome(), words());
  CHECK(texts(notes) == std::vector<std::string>{"Gold race: +2", "Cap reached: stays at 12"});
  CHECK(notes[0].points == 2);  // what moved the track: 10 -> 12
  CHECK(notes[1].points == 0);
}

TEST_CASE("R10: the last round's score changes stay on the table, also after a restart",
          "[session][R10][R12][R36]") {
  const Ruleset rules = test::ruleset({}, {test::term("gold", {{"points", 3}})});
  test::TableTurns turn(gold_game(rules));
  CHECK_FALSE(turn.last_round());
  place_on_gold(turn);  // Ann wins the gold race
  REQUIRE(turn.confirm());
  turn.take_seat();  // Ben passes
  REQUIRE(turn.pass());
  REQUIRE(turn.confirm());
  REQUIRE(turn.phase() == Phase::Reveal);
  turn.close_reveal();
  CHECK_FALSE(turn.reveal());
  const auto check_round_one = [](const TurnController& t) {
    REQUIRE(t.last_round());
    CHECK(t.last_round()->round == 1);
    CHECK(texts(session::score_notes(t.last_round()->seats[0], words())) ==
          std::vector<std::string>{"Gold race: +3"});
    CHECK(texts(session::score_notes(t.last_round()->seats[1], words())) ==
          std::vector<std::string>{"Pass: \xE2\x88\x92"
                                   "1"});
    CHECK(t.last_round()->seats[1].score_before == 10);
    CHECK(t.last_round()->seats[1].score_after == 9);
  };
  check_round_one(turn);
  turn.take_seat();  // round 2 under way: Ann passes, then the app restarts
  REQUIRE(turn.pass());
  REQUIRE(turn.confirm());
  check_round_one(test::TableTurns(turn.game()));  // rebuilt from the game's turns alone
}

TEST_CASE("score notes join into one line", "[session]") {
  CHECK(session::joined({}).empty());
  CHECK(session::joined({{"Pass: \xE2\x88\x92"
                          "1",
                          -1},
                         {"Gold race: +3", 3}}) ==
        "Pass: \xE2\x88\x92"
        "1  \xC2\xB7  Gold race: +3");
}

TEST_CASE("R12: a pass's note is in the player's language", "[session][R12][i18n]") {
  const Ruleset rules = test::ruleset();
  test::TableTurns turn(gold_game(rules));
  turn.take_seat();
  REQUIRE(turn.pass());
  const SeatReveal outcome = turn.pending_outcome().value();
  const std::string english =
      "Pass: \xE2\x88\x92"
      "1";
  CHECK(texts(session::score_notes(outcome, words())) == std::vector<std::string>{english});
  REQUIRE(i18n::set_language(i18n::kPseudoLanguage, MYCITY_TEST_LOCALE_DIR));
  const std::vector<std::string> pseudo = texts(session::score_notes(outcome, words()));
  i18n::set_language("en", MYCITY_TEST_LOCALE_DIR);
  REQUIRE(pseudo.size() == 1);
  CHECK(pseudo.front() != english);
  CHECK(pseudo.front().find("\xE2\x88\x92"
                            "1") != std::string::npos);  // the points kept
}
