// The seats of Machi Koro's setup screen: every computer player the engine knows by name,
// the names the game gives, and why a table cannot start.
#include <catch2/catch.hpp>

#include "machikoro/bots.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro/session/game_hub.hpp"

using namespace machikoro;

TEST_CASE("every computer player offered is one the engine makes", "[machikoro][session]") {
  REQUIRE(session::computer_players().size() == 7);
  for (const session::ComputerPlayer& computer : session::computer_players()) {
    INFO(computer.id);
    CHECK(make_bot(computer.id));
    CHECK_FALSE(session::computer_label(computer).empty());
    CHECK_FALSE(session::computer_description(computer).empty());
  }
  CHECK(session::computer_label(*session::find_computer_player("hard")) == "Computer: Hard");
  CHECK(session::computer_label(*session::find_computer_player("ranch_cheese")) == "The Rancher");
  CHECK(session::find_computer_player("random") == nullptr);
}

TEST_CASE("seats nobody named get names of their own", "[machikoro][session]") {
  CHECK(session::seat_names({"", " Ann ", "", "", ""}, {"", "", "medium", "bakery", "medium"}) ==
        std::vector<std::string>{"Player 1", "Ann", "Computer (medium)", "The Baker", "Player 5"});
  CHECK(session::is_default_name("The Baker"));
  CHECK(session::is_default_name("Computer (medium)"));
  CHECK_FALSE(session::is_default_name("Baker"));
  CHECK(session::shown_name("The Baker") == "The Baker");
}

TEST_CASE("a table needs a person and a name a seat", "[machikoro][session]") {
  session::NewTable table{.players = {"Ann", "Ben"}, .computers = {"", "hard"}};
  CHECK(session::check_new_table(table));
  table.computers = {"easy", "hard"};
  CHECK(session::check_new_table(table).error() == "At least one seat must be a person.");
  table = {.players = {"Ann", "Ann"}, .computers = {"", ""}};
  CHECK(session::check_new_table(table).error() ==
        "Two seats are called Ann: give each seat a name of its own.");
}
