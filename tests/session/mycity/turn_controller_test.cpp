// The desktop game's turn flow, driven without a window.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "base/atomic_file.hpp"
#include "mycity/record.hpp"
#include "mycity/session/autosave.hpp"
#include "mycity/session/turn_controller.hpp"
#include "session/mycity/table_turns.hpp"
#include "support.hpp"

using namespace mycity;
using session::TurnController;

namespace {

// Two players, three cards: the Hut, the Kiosk, the Chapel (must build, R14).
test::TableTurns small_game() {
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  return test::TableTurns(
      Game::on_printed_board(test::catalogue(), rules, {"Ann", "Ben"}, {"Y-D2", "R-D2", "C-V3"}));
}

}  // namespace

TEST_CASE("R10: the turn passes seat by seat with a hand-off in between", "[session][R10]") {
  test::TableTurns turn = small_game();
  CHECK(turn.phase() == TurnController::Phase::Handoff);
  CHECK(turn.seat() == 0);
  CHECK_FALSE(turn.pass());  // nobody acts before taking the seat
  turn.take_seat();
  REQUIRE(turn.pass());
  REQUIRE(turn.confirm());
  CHECK(turn.phase() == TurnController::Phase::Handoff);
  CHECK(turn.seat() == 1);
}

TEST_CASE("R8: the ghost says why it cannot be placed, place, undo and confirm", "[session][R8]") {
  test::TableTurns turn = small_game();
  turn.take_seat();
  // Eternity board: (0,0) is a mountain, so a Hut centred there breaks R2.
  turn.set_cursor({0, 0});
  CHECK(turn.ghost().violation->rule == "R2");
  CHECK_FALSE(turn.place());
  // The river's first steps run down lattice x = 8 from y = 0 to 3: cells (7,1) and (8,1)
  // face each other across it. A horizontal Hut centred at (7,1) covers (7,1),(8,1): R4.
  turn.set_cursor({7, 1});
  CHECK(turn.ghost().violation->rule == "R4");
  // Vertical (one quarter turn) at (7,1)-(7,2): beside the river, legal as a first building.
  turn.rotate(1);
  REQUIRE(turn.ghost().legal());
  REQUIRE(turn.place());
  turn.set_cursor({2, 2});  // the tentative building stays where it was placed
  CHECK(turn.ghost().placement == turn.tentative().value());
  turn.undo();
  CHECK_FALSE(turn.tentative().has_value());
  turn.set_cursor({7, 1});
  REQUIRE(turn.place());
  REQUIRE(turn.confirm());
  CHECK(turn.game().player(0).city.buildings().size() == 1);
  CHECK(turn.seat() == 1);
}

TEST_CASE("R14: the church cannot be passed, and dropping out ends the game for the player",
          "[session][R14][R13]") {
  test::TableTurns turn = small_game();
  for (int i = 0; i < 4; ++i) {  // both pass the Hut and the Kiosk
    turn.take_seat();
    REQUIRE(turn.pass());
    REQUIRE(turn.confirm());
    turn.close_reveal();  // each round ends in its reveal (R10)
  }
  turn.take_seat();
  CHECK(turn.game().current_piece() == test::piece("C-V3"));
  CHECK_FALSE(turn.pass());
  REQUIRE(turn.drop());
  turn.take_seat();
  REQUIRE(turn.drop());
  turn.close_reveal();
  CHECK(turn.phase() == TurnController::Phase::Over);
  CHECK(turn.game().result().players[0].score ==
        8 + turn.game().modules().end_total(turn.game().player(0).city));
}

TEST_CASE("legal cursor cells are exactly where the ghost is legal", "[session]") {
  test::TableTurns turn = small_game();
  turn.take_seat();
  const auto cells = turn.legal_cursor_cells();
  REQUIRE_FALSE(cells.empty());
  for (const Cell& c : cells) {
    turn.set_cursor(c);
    CHECK(turn.ghost().legal());
  }
}

TEST_CASE("each turn starts with the building on a legal spot near the middle", "[session]") {
  test::TableTurns turn = small_game();
  turn.take_seat();
  // The Hut's first place must touch the river (R5). Nearest the middle (7,5) unturned:
  // (7,4)-(8,4), right of the river's edge x=7, and (6,5)-(7,5), under its edge y=5;
  // the first by row wins.
  CHECK(turn.cursor() == Cell{7, 4});
  CHECK(turn.rot() == 0);
  CHECK(turn.ghost().legal());
  REQUIRE(turn.place());
  REQUIRE(turn.confirm());
  turn.take_seat();  // Ben's city is empty too: the same start
  CHECK(turn.cursor() == Cell{7, 4});
  REQUIRE(turn.pass());
  REQUIRE(turn.confirm());
  turn.close_reveal();
  turn.take_seat();  // Ann's Kiosk must touch her Hut (R6)
  CHECK(turn.ghost().legal());
}

TEST_CASE("the cursor is always on the building: every legal place is marked on it", "[session]") {
  // The School's middle cell is a gap: ['#..', '###'] leaves (1,0) uncovered.
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  test::TableTurns turn(
      Game::on_printed_board(test::catalogue(), rules, {"Ann", "Ben"}, {"R-L4", "C-V3"}));
  turn.take_seat();
  for (int quarter = 0; quarter < 4; ++quarter) {
    const std::vector<Cell> cells = turn.legal_cursor_cells();
    REQUIRE_FALSE(cells.empty());
    for (const Cell& c : cells) {
      turn.set_cursor(c);
      const session::Ghost ghost = turn.ghost();
      REQUIRE(ghost.legal());
      CHECK(std::ranges::find(ghost.cells, c) != ghost.cells.end());
    }
    turn.rotate(1);
  }
}

TEST_CASE("the autosave resumes the game exactly and is removed when the game ends",
          "[session][autosave]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-autosave";
  std::filesystem::remove_all(dir);
  const session::EternityAutosave save(dir);
  test::TableTurns turn = small_game();
  turn.take_seat();
  turn.set_cursor({7, 1});
  turn.rotate(1);
  REQUIRE(turn.place());
  REQUIRE(turn.confirm());
  save.save(turn.game());
  const auto loaded = save.load(test::catalogue());
  REQUIRE(loaded);
  CHECK(loaded.error().empty());
  CHECK(loaded->to_act() == 1);
  CHECK(loaded->current_piece() == test::piece("Y-D2"));
  CHECK(loaded->player(0).city.occupied() == turn.game().player(0).city.occupied());
  CHECK(record_to_json(record_of(*loaded), test::catalogue()) ==
        record_to_json(record_of(turn.game()), test::catalogue()));
  std::filesystem::remove_all(dir);
}

TEST_CASE("a broken autosave is reported with its file and never loaded", "[session][autosave]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-autosave-broken";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const session::EternityAutosave save(dir);
  const auto renamed = [&](const char* suffix) {
    auto path = save.path();
    path += suffix;
    return path;
  };
  { std::ofstream(save.path()) << "{\"format\": \"mycity-record\", \"version\": 1, \"mode\": 7}"; }
  const auto broken = save.load(test::catalogue());
  CHECK_FALSE(broken);
  CHECK_THAT(broken.error(), Catch::Contains("eternity-autosave") && Catch::Contains("/mode"));
  CHECK(save.set_aside().moved == std::vector<std::filesystem::path>{renamed(".broken")});
  CHECK_FALSE(save.exists());
  CHECK(std::filesystem::exists(renamed(".broken")));
  // A second broken save keeps the first: it takes the next free name.
  { std::ofstream(save.path()) << "not json"; }
  CHECK(save.set_aside().moved == std::vector<std::filesystem::path>{renamed(".broken-2")});
  CHECK_THAT(base::read_small_file(renamed(".broken"), 1000), Catch::Contains("\"mode\": 7"));
  std::filesystem::remove_all(dir);
}

namespace {

// A table that counts the moves handed to it and refuses them while told to.
class CountingTable : public session::Table {
 public:
  explicit CountingTable(Game game) : game_(std::move(game)) {}
  const Game& game() const override { return game_; }
  std::optional<Violation> act(const Action& action) override {
    ++moves;
    if (refuse) return Violation{"R14", "refused by the table"};
    return game_.apply(action);
  }
  int moves = 0;
  bool refuse = false;

 private:
  Game game_;
};

}  // namespace

TEST_CASE("a confirmed move is handed to the table once, and its refusal changes nothing",
          "[session][R12]") {
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  CountingTable table(
      Game::on_printed_board(test::catalogue(), rules, {"Ann", "Ben"}, {"Y-D2", "R-D2", "C-V3"}));
  TurnController turn(table);
  turn.take_seat();
  REQUIRE(turn.pass());  // tentative until confirmed: the table has seen nothing
  CHECK(table.moves == 0);
  table.refuse = true;
  CHECK_FALSE(turn.confirm());
  CHECK(table.moves == 1);
  CHECK(turn.seat() == 0);  // still Ann's turn, her pass still waiting
  CHECK(turn.pass_pending());
  table.refuse = false;
  REQUIRE(turn.confirm());
  CHECK(table.moves == 2);
  CHECK(table.game().player(0).track.value() == 9);  // the pass cost its point once (R12)
  CHECK(turn.seat() == 1);
}
