// The remembered players: kept across runs, renamed with their history, never two under one
// name, a broken file set aside with a message; and statistics through a renamed person.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "base/random.hpp"
#include "base/utf8_path.hpp"
#include "table/player_statistics.hpp"
#include "table/roster.hpp"

namespace table::test {
namespace {

class RosterDir {
 public:
  // A folder of its own: ctest runs test cases side by side.
  RosterDir()
      : dir_(std::filesystem::temp_directory_path() /
             ("mycity-test-roster-" + std::to_string(base::random_seed()))) {
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  ~RosterDir() { std::filesystem::remove_all(dir_); }
  std::filesystem::path file() const { return dir_ / "players.json"; }
  std::filesystem::path dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
};

void write(const std::filesystem::path& file, const std::string& text) {
  std::ofstream(file) << text;
}

std::string read(const std::filesystem::path& file) {
  std::ifstream in(file);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

const std::vector<PersonSeat> kAnnAndBen = {{"Ann", "fox"}, {"Ben", "owl"}};

}  // namespace

TEST_CASE("remembered players come back in the next run", "[table][roster]") {
  RosterDir dir;
  {
    Roster roster(dir.file());
    roster.remember(kAnnAndBen);
    REQUIRE(roster.rename(1, "Anna"));
  }
  const Roster again(dir.file());
  CHECK(again.problem().empty());
  REQUIRE(again.people().size() == 2);
  CHECK(again.people()[0].id == 1);
  CHECK(again.people()[0].name == "Anna");
  CHECK(again.people()[0].animal == "fox");
  CHECK(again.people()[0].former_names == std::vector<std::string>{"Ann"});
  CHECK(again.people()[1].id == 2);
  CHECK(again.people()[1].name == "Ben");
  CHECK(again.people()[1].animal == "owl");
}

TEST_CASE("a known name keeps its person and takes the animal chosen now", "[table][roster]") {
  Roster roster({});
  roster.remember(kAnnAndBen);
  const std::vector<PersonSeat> next = {{"Ben", "bear"}, {"Player 2", "fox"}, {"Cy", ""}};
  roster.remember(next);
  REQUIRE(roster.people().size() == 3);  // "Player 2" is the game's name, not a person's
  CHECK(roster.find("Ben")->id == 2);
  CHECK(roster.find("Ben")->animal == "bear");
  CHECK(roster.find("Cy")->id == 3);
  CHECK(roster.find("Player 2") == nullptr);
}

TEST_CASE("a rename keeps the former names, in order", "[table][roster]") {
  Roster roster({});
  roster.remember(kAnnAndBen);
  REQUIRE(roster.rename(1, "  Anna "));
  REQUIRE(roster.rename(1, "Annie"));
  CHECK(roster.find("Annie")->former_names == std::vector<std::string>{"Ann", "Anna"});
  // Back to a name of their own from before: it leaves the former names.
  REQUIRE(roster.rename(1, "Ann"));
  CHECK(roster.find("Ann")->former_names == std::vector<std::string>{"Anna", "Annie"});
  // A former name of theirs played again is still them, not a new person.
  const std::vector<PersonSeat> anna = {{"Anna", ""}};
  roster.remember(anna);
  CHECK(roster.people().size() == 2);
}

TEST_CASE("a name another person has or had is refused", "[table][roster]") {
  Roster roster({});
  roster.remember(kAnnAndBen);
  REQUIRE(roster.rename(1, "Anna"));
  const Status taken = roster.rename(2, "Anna");
  CHECK_FALSE(taken);
  CHECK(taken.error() == "\"Anna\" is already Anna's name.");
  const Status had = roster.rename(2, "Ann");
  CHECK_FALSE(had);
  CHECK(had.error() == "\"Ann\" is already Anna's name.");
  CHECK_FALSE(roster.rename(2, "   "));
  CHECK_FALSE(roster.rename(2, "Computer (hard)"));
  CHECK(roster.find("Ben") != nullptr);
  CHECK(roster.find("Ben")->former_names.empty());
}

TEST_CASE("forgetting takes a person out of the file", "[table][roster]") {
  RosterDir dir;
  {
    Roster roster(dir.file());
    roster.remember(kAnnAndBen);
    REQUIRE(roster.forget(1));
  }
  const Roster again(dir.file());
  REQUIRE(again.people().size() == 1);
  CHECK(again.people()[0].name == "Ben");
}

TEST_CASE("a broken players file is set aside with a message naming it", "[table][roster]") {
  RosterDir dir;
  const std::string broken = R"({"format": "mycity-roster", "version": 1, "players": [
    {"id": 1, "name": "Ann", "animal": "fox", "former_names": []},
    {"id": 2, "name": "Ann", "animal": "owl", "former_names": []}]})";
  write(dir.file(), broken);
  Roster roster(dir.file());
  CHECK(roster.people().empty());
  CHECK_THAT(roster.problem(), Catch::Contains(base::utf8_string(dir.file()) + ": at /players/1"));
  CHECK_THAT(roster.problem(), Catch::Contains("\"Ann\" is another player's too"));
  CHECK_THAT(roster.problem(), Catch::Contains("players.json.broken"));
  CHECK(read(dir.dir() / "players.json.broken") == broken);
  // The roster goes on empty and writes a new file; the broken one stays as it was.
  const std::vector<PersonSeat> cy = {{"Cy", ""}};
  roster.remember(cy);
  CHECK(Roster(dir.file()).people().size() == 1);
  CHECK(read(dir.dir() / "players.json.broken") == broken);
  CHECK_THAT(roster.problem(), Catch::Contains("players.json.broken"));  // still said
}

TEST_CASE("a players file that cannot be written: the roster goes on and says why",
          "[table][roster]") {
  RosterDir dir;
  write(dir.dir() / "blocker", "a file where the folder should be");
  Roster roster(dir.dir() / "blocker" / "players.json");
  roster.remember(kAnnAndBen);
  CHECK(roster.people().size() == 2);
  CHECK_THAT(roster.problem(), Catch::StartsWith("The remembered players could not be saved: "));
  const Status renamed = roster.rename(1, "Anna");
  CHECK_FALSE(renamed);
  CHECK(renamed.error() == roster.problem());
  CHECK(roster.find("Anna") != nullptr);  // kept for this run all the same
}

TEST_CASE("a misspelt member is named", "[table][roster]") {
  RosterDir dir;
  write(dir.file(), R"({"format": "mycity-roster", "version": 1, "players": [
    {"id": 1, "name": "Ann", "animal": "fox", "formernames": []}]})");
  const Roster roster(dir.file());
  CHECK_THAT(roster.problem(), Catch::Contains("/players/0"));
  CHECK_THAT(roster.problem(), Catch::Contains("formernames"));
}

TEST_CASE("statistics follow a renamed person through all their names", "[table][roster]") {
  Roster roster({});
  const std::vector<PersonSeat> ann = {{"Ann", "fox"}};
  roster.remember(ann);
  REQUIRE(roster.rename(1, "Anna"));
  auto seat = [](std::string name, int score, bool won) {
    return SeatOutcome{.name = std::move(name), .computer = false, .score = score, .won = won};
  };
  // Ann won 30 and lost 12; then, as Anna, won 18; Ben's game is not hers.
  const std::vector<GameOutcome> games = {{{seat("Ann", 30, true), seat("Ben", 20, false)}},
                                          {{seat("Ann", 12, false), seat("Ben", 25, true)}},
                                          {{seat("Anna", 18, true), seat("Ben", 10, false)}},
                                          {{seat("Ben", 40, true), seat("Cy", 5, false)}}};
  const std::vector<std::string> recorded = people_in(games);
  const std::vector<ListedPerson> listed = listed_people(roster.people(), recorded);
  // Anna (with Ann) first, then the names no one remembered, each once.
  REQUIRE(listed.size() == 3);
  CHECK(listed[0].id == 1);
  CHECK(listed[0].names == std::vector<std::string>{"Anna", "Ann"});
  CHECK(listed[1].names == std::vector<std::string>{"Ben"});
  CHECK(listed[2].names == std::vector<std::string>{"Cy"});
  const PlayerStatistics stats = player_statistics(games, listed[0].names, BetterScore::Higher);
  CHECK(stats.games == 3);
  CHECK(stats.wins == 2);
  CHECK(stats.scores == std::vector<int>{30, 12, 18});
  CHECK(*stats.mean_score == Approx(20.0));
  CHECK(stats.best_score == 30);
}

}  // namespace table::test
