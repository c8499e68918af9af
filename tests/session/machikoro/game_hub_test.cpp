// The hub the app's Machi Koro screens ask: a new game from the setup screen's request,
// Continue after a restart, and nothing written without a save folder.
#include <chrono>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "machikoro/session/game_hub.hpp"

using namespace machikoro;
using namespace std::chrono_literals;

namespace {

std::filesystem::path fresh_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("mycity-test-mk-hub-" + name);
  std::filesystem::remove_all(dir);
  return dir;
}

session::NewTable two_people() {
  return {.players = {"Ann", "Ben"}, .computers = {"", ""}, .first = 1};
}

}  // namespace

TEST_CASE("the Machi Koro hub starts the game the setup asks for", "[machikoro][session]") {
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, fresh_dir("start") / "save");
  REQUIRE(hub.ready());
  CHECK_FALSE(hub.can_continue());
  session::NewTable request = two_people();
  request.edition = Edition::Plus;
  request.supply = SupplyMode::Ten;
  REQUIRE(hub.start(request, 5));
  const Game& game = hub.table()->game();
  CHECK(game.setup().players == std::vector<std::string>{"Ann", "Ben"});
  CHECK(game.active() == 1);  // the first player as chosen
  CHECK(game.setup().supply == SupplyMode::Ten);
  CHECK_FALSE(game.setup().supply_deck.empty());  // K3: ten types are turned from a deck
  CHECK(hub.can_continue());
}

TEST_CASE("the Machi Koro hub deals 5-5-2's deck", "[machikoro][session][K3a]") {
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, fresh_dir("552") / "save");
  REQUIRE(hub.ready());
  session::NewTable request = two_people();
  request.supply = SupplyMode::FiveFiveTwo;
  REQUIRE(hub.start(request, 5));
  const Game& game = hub.table()->game();
  CHECK(game.setup().supply == SupplyMode::FiveFiveTwo);
  CHECK(game.setup().supply_deck.size() == 87);  // every base supply card, shuffled
  CHECK(game.supply().types_out() == 12);
}

TEST_CASE("a Machi Koro game left open is continued after a restart", "[machikoro][session]") {
  const auto save = fresh_dir("continue") / "save";
  {
    session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, save);
    REQUIRE(hub.start({.players = {"Ann", "Ben"}, .computers = {"", "medium"}, .first = 0}, 9));
    // Without a Train Station Ann rolls one die at once (K4): the table rolls, she builds.
    REQUIRE(hub.table()->advance(0ms));
    REQUIRE(hub.table()->person_to_act());
  }
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, save);
  REQUIRE(hub.can_continue());
  REQUIRE(hub.resume(1));
  CHECK(hub.table()->game().turn() == 1);
  CHECK(hub.table()->game().roll().dice.count == 1);
  CHECK(hub.table()->game().pending().decision == Decision::Build);
  CHECK(hub.table()->is_computer(1));
  CHECK_FALSE(hub.table()->is_computer(0));
}

TEST_CASE("without a save folder the Machi Koro hub writes nothing", "[machikoro][session]") {
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, "");
  REQUIRE(hub.start(two_people(), 3));
  REQUIRE(hub.table()->advance(0ms));
  REQUIRE_FALSE(hub.table()->act(Action::build_nothing()));
  CHECK(hub.table()->save_error().empty());
  CHECK(hub.finished_games().empty());
  CHECK_FALSE(std::filesystem::exists("machikoro-autosave.mkrec.json"));
}

TEST_CASE("a Machi Koro hub without its cards says which file is wrong", "[machikoro][session]") {
  const auto data = fresh_dir("no-cards");
  session::GameHub hub(data, "");
  CHECK_FALSE(hub.ready());
  CHECK(hub.content_error().find("cards.json") != std::string::npos);
  CHECK_FALSE(hub.start(two_people(), 1));
}

TEST_CASE("Machi Koro's seats from the command line", "[machikoro][session]") {
  const auto two = session::parse_new_table("Ann,Ben:medium");
  REQUIRE(two);
  CHECK(two->players == std::vector<std::string>{"Ann", "Ben"});
  CHECK(two->computers == std::vector<std::string>{"", "medium"});
  CHECK(session::parse_new_table("Ann").error() == "Machi Koro is played by 2 to 5 players, not 1");
  CHECK(session::parse_new_table("A,B,C,D,E,F").error().ends_with("not 6"));
  CHECK(session::parse_new_table("Ann,,Cy").error() == "seat 2 has no name");
  CHECK(session::parse_new_table("Ann,Ben:wizard").error() ==
        "seat 2: no computer player \"wizard\"");
}

TEST_CASE("autoplay moves a Machi Koro table on, people's seats included", "[machikoro][session]") {
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, "");
  REQUIRE(hub.start(two_people(), 4));
  hub.autoplay(40, 1);
  CHECK(hub.table()->game().turn() > 1);
  CHECK_FALSE(hub.table()->is_computer(0));
  hub.autoplay(100000, 2);
  CHECK(hub.table()->game().over());
}

TEST_CASE("Play again keeps the seats and the choices", "[machikoro][session]") {
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, "");
  CHECK_FALSE(hub.play_again(1));
  session::NewTable request{.players = {"Ann", "Ben"}, .computers = {"", "bakery"}};
  request.edition = Edition::Plus;
  REQUIRE(hub.start(request, 4));
  hub.autoplay(100000, 2);
  REQUIRE(hub.table()->game().over());
  REQUIRE(hub.finished_story() != nullptr);
  CHECK(hub.finished_story()->winner() == hub.table()->game().winner());
  REQUIRE(hub.play_again(5));
  CHECK_FALSE(hub.table()->game().over());
  CHECK(hub.finished_story() == nullptr);
  CHECK(hub.table()->game().setup().players == request.players);
  CHECK(hub.table()->game().setup().edition == Edition::Plus);
  CHECK(hub.table()->computer(1) == "bakery");
}

TEST_CASE("a Machi Koro save that cannot be read is moved aside, never deleted",
          "[machikoro][session][continue]") {
  const auto save = fresh_dir("broken") / "save";
  {
    session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, save);
    REQUIRE(hub.start({.players = {"Ann", "Ben"}, .computers = {"", "medium"}, .first = 0}, 9));
    REQUIRE(hub.table()->advance(0ms));
  }
  std::ofstream(save / "machikoro-autosave.mkrec.json") << "{\"format\": \"machikoro-record\"";
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, save);
  REQUIRE(hub.can_continue());
  const table::Status resumed = hub.resume(1);
  REQUIRE_FALSE(resumed);
  CHECK(resumed.error().find("machikoro-autosave.mkrec.json") != std::string::npos);
  const session::Table::SetAside aside = hub.set_aside_save();
  CHECK(aside.stuck.empty());
  // The save, the one before it (issue 50: kept as a backup) and the seats.
  REQUIRE(aside.moved.size() == 3);
  CHECK(aside.moved[0] == save / "machikoro-autosave.mkrec.json.broken");
  CHECK(aside.moved[1] == save / "machikoro-autosave.mkrec.json.bak.broken");
  CHECK(aside.moved[2] == save / "machikoro-autosave.seats.json.broken");
  for (const auto& moved : aside.moved) CHECK(std::filesystem::exists(moved));
  CHECK(aside.backup == aside.moved[1]);
  CHECK_FALSE(hub.can_continue());
  // The backup is the game as it started: the first roll still to come.
  REQUIRE(hub.resume_backup(aside, 1));
  CHECK(hub.table()->game().pending().chance());
  CHECK(hub.table()->is_computer(1));
  CHECK(hub.can_continue());
  CHECK(std::filesystem::exists(save / "machikoro-autosave.mkrec.json"));
  CHECK(std::filesystem::exists(aside.moved[0]));
}

TEST_CASE("kept Machi Koro games are listed newest first, a damaged one with why",
          "[machikoro][session]") {
  const auto save = fresh_dir("kept") / "save";
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, save);
  REQUIRE(hub.start({.players = {"Ann", "Ben"}, .computers = {"medium", "medium"}}, 3));
  hub.autoplay(100000, 1);
  REQUIRE(hub.table()->kept());
  std::ofstream(save / "records" / "2099-01-01 00-00 Zed, Yan.mkrec.json") << "not json";
  const std::vector<session::KeptGame> kept = hub.kept_games();
  REQUIRE(kept.size() == 2);
  CHECK(kept[0].file.title == "2099-01-01 00-00 Zed, Yan");
  CHECK(kept[0].problem.find("Zed, Yan.mkrec.json") != std::string::npos);
  CHECK(kept[1].problem.empty());
  CHECK(kept[1].players == std::vector<std::string>{"Ann", "Ben"});
  CHECK(kept[1].winner == hub.table()->game().winner());
  CHECK(kept[1].turns == hub.table()->game().turn());
  CHECK(hub.story_of(kept[1].file.path));
}
