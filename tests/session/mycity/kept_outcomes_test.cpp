// My City's kept games as the statistics read them: each seat's score and whether it won,
// oldest first, a computer known by its default name, a damaged file counted and skipped.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

#include "mycity/session/kept_outcomes.hpp"
#include "support.hpp"

using namespace mycity;

namespace {

std::string record_text(const std::string& name) {
  std::ifstream in(std::string(MYCITY_TEST_DATA_DIR) + "/records/" + name);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write(const std::filesystem::path& file, const std::string& text) {
  std::ofstream(file) << text;
}

}  // namespace

TEST_CASE("kept My City games as outcomes: scores, winners and computers, oldest first",
          "[session][statistics]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-kept-outcomes";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  // Scores worked out in tests/cli/cli_replay_test.cpp: Ann -71, Ben -79; Ann -55, Ben -81.
  write(dir / "2026-01-01 10-00 Ann, Ben.mcrec.json", record_text("two-players-basic.mcrec.json"));
  std::string against_hard = record_text("well-and-church.mcrec.json");
  against_hard.replace(against_hard.find("\"Ben\""), 5, "\"Computer (hard)\"");
  write(dir / "2026-01-02 10-00 Ann, Computer (hard).mcrec.json", against_hard);
  write(dir / "2026-01-03 10-00 Cy, Di.mcrec.json", "{\"format\": \"mycity-record\"");

  const session::FinishedGames kept(dir);
  table::KeptOutcomesCache cache = session::kept_outcomes_cache(
      kept, test::catalogue(), *test::catalogue().find_ruleset("eternity"), nullptr);
  cache.relist();
  REQUIRE(cache.read_for(std::chrono::hours(1)));
  CHECK(cache.unreadable() == 1);
  CHECK(cache.games(session::kCampaignPart).empty());
  const std::vector<table::GameOutcome> eternity = cache.games(session::kEternityPart);
  REQUIRE(eternity.size() == 2);
  const auto& first = eternity[0].seats;
  REQUIRE(first.size() == 2);
  CHECK(first[0].name == "Ann");
  CHECK(first[0].score == -71);
  CHECK(first[0].won);
  CHECK_FALSE(first[0].computer);
  CHECK(first[1].name == "Ben");
  CHECK(first[1].score == -79);
  CHECK_FALSE(first[1].won);
  const auto& second = eternity[1].seats;
  REQUIRE(second.size() == 2);
  CHECK(second[0].score == -55);
  CHECK(second[1].name == "Computer (hard)");
  CHECK(second[1].computer);
  CHECK(second[1].score == -81);

  const std::vector<std::string> ann = {"Ann"};
  const table::PlayerStatistics stats =
      table::player_statistics(eternity, ann, table::BetterScore::Higher);
  CHECK(stats.games == 2);
  CHECK(stats.wins == 2);
  CHECK(*stats.mean_score == Approx(-63.0));
  CHECK(stats.best_score == -55);
  REQUIRE(stats.against.size() == 1);
  CHECK(stats.against[0].wins == 1);
  std::filesystem::remove_all(dir);
}
