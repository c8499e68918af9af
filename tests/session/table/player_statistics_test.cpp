// A person's statistics over a few hand-made game outcomes, every figure worked out by hand.
#include <catch2/catch.hpp>

#include "table/player_statistics.hpp"

namespace table::test {
namespace {

SeatOutcome person(std::string name, std::optional<int> score, bool won) {
  return {.name = std::move(name), .computer = false, .score = score, .won = won};
}
SeatOutcome computer(std::string name, std::optional<int> score, bool won) {
  return {.name = std::move(name), .computer = true, .score = score, .won = won};
}

// Oldest first. Ann is "Anna" in the third game; Ben misses the first and third.
const std::vector<GameOutcome> kGames = {
    {{person("Ann", 20, true), computer("Computer (hard)", 15, false)}},
    {{person("Ann", 10, false), person("Ben", 25, true), computer("Computer (easy)", 12, false)}},
    {{person("Anna", 30, true), computer("Computer (hard)", 30, true),
      computer("Computer (hard)", 8, false)}},
    {{person("Ben", 18, true), computer("Computer (medium)", 5, false)}},
};

}  // namespace

TEST_CASE("a person's games, wins and scores under all of their names", "[table][statistics]") {
  const std::vector<std::string> ann = {"Ann", "Anna"};
  const PlayerStatistics stats = player_statistics(kGames, ann, BetterScore::Higher);
  CHECK(stats.games == 3);
  CHECK(stats.wins == 2);  // the tie with the computer in the third game is a win
  CHECK(stats.scores == std::vector<int>{20, 10, 30});
  REQUIRE(stats.mean_score);
  CHECK(*stats.mean_score == Approx(20.0));
  CHECK(stats.best_score == 30);
  // Two hard seats in one game count as one game against "hard".
  REQUIRE(stats.against.size() == 2);
  CHECK(stats.against[0].computer == "Computer (hard)");
  CHECK(stats.against[0].wins == 2);
  CHECK(stats.against[0].losses == 0);
  CHECK(stats.against[1].computer == "Computer (easy)");
  CHECK(stats.against[1].wins == 0);
  CHECK(stats.against[1].losses == 1);
}

TEST_CASE("the name before a rename alone finds only its own games", "[table][statistics]") {
  const std::vector<std::string> ann = {"Ann"};
  const PlayerStatistics stats = player_statistics(kGames, ann, BetterScore::Higher);
  CHECK(stats.games == 2);
  CHECK(stats.wins == 1);
  CHECK(stats.scores == std::vector<int>{20, 10});
}

TEST_CASE("a lower best score where fewer is better", "[table][statistics]") {
  const std::vector<std::string> ben = {"Ben"};
  const PlayerStatistics stats = player_statistics(kGames, ben, BetterScore::Lower);
  CHECK(stats.games == 2);
  CHECK(stats.wins == 2);
  CHECK(*stats.mean_score == Approx(21.5));
  CHECK(stats.best_score == 18);
  REQUIRE(stats.against.size() == 2);
  CHECK(stats.against[0].computer == "Computer (easy)");
  CHECK(stats.against[1].computer == "Computer (medium)");
  CHECK(stats.against[1].wins == 1);
}

TEST_CASE("games without scores leave the mean and the best empty", "[table][statistics]") {
  const std::vector<GameOutcome> games = {
      {{person("Cy", std::nullopt, false), computer("The Rancher", 40, true)}},
      {{person("Cy", std::nullopt, false), person("Di", 31, true)}},
  };
  const std::vector<std::string> cy = {"Cy"};
  const PlayerStatistics stats = player_statistics(games, cy, BetterScore::Lower);
  CHECK(stats.games == 2);
  CHECK(stats.wins == 0);
  CHECK(stats.scores.empty());
  CHECK_FALSE(stats.mean_score);
  CHECK_FALSE(stats.best_score);
  REQUIRE(stats.against.size() == 1);
  CHECK(stats.against[0].losses == 1);
  const std::vector<std::string> nobody = {"Zed"};
  CHECK(player_statistics(games, nobody, BetterScore::Lower).games == 0);
}

TEST_CASE("the people of the kept games, computers left out", "[table][statistics]") {
  CHECK(people_in(kGames) == std::vector<std::string>{"Ann", "Ben", "Anna"});
  CHECK(people_in({}).empty());
}

}  // namespace table::test
