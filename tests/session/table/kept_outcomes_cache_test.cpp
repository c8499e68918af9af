// The statistics' cache of kept games: a file is read once, a new one is read on the next
// visit, a deleted one leaves the outcomes, and a slice reads at least one file. The files
// are names only: the reader counts its calls and makes an outcome from the name.
#include "table/kept_outcomes_cache.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "base/utf8_path.hpp"

namespace {

using std::filesystem::path;

struct Folder {
  std::vector<path> files;    // oldest first
  std::map<path, int> reads;  // how often each file was read
  table::KeptOutcomesCache cache{
      [this] { return files; },
      [this](const path& file) -> std::optional<table::KeptOutcome> {
        ++reads[file];
        if (file.stem() == "damaged") return std::nullopt;
        const int part = file.extension() == ".episode" ? 1 : 0;
        return table::KeptOutcome{.part = part,
                                  // "2026-11-27/Ann.game" was dealt "2026-11-27"
                                  .deal = base::utf8_string(file.parent_path()),
                                  .outcome = {.seats = {{.name = base::utf8_string(file.stem()),
                                                         .computer = false,
                                                         .score = 1,
                                                         .won = true}}}};
      }};
};

std::vector<std::string> names(const std::vector<table::GameOutcome>& games) {
  std::vector<std::string> out;
  for (const table::GameOutcome& game : games) out.push_back(game.seats.at(0).name);
  return out;
}

constexpr std::chrono::hours kAll{1};

}  // namespace

TEST_CASE("the kept games' cache reads each file once and only the new ones again",
          "[session][statistics]") {
  Folder folder;
  folder.files = {"Ann.game", "damaged.game", "Ben.episode", "Cy.game"};
  folder.cache.relist();
  CHECK(folder.cache.listed() == 4);
  CHECK(folder.cache.waiting() == 4);
  CHECK(folder.cache.games(0).empty());

  CHECK(folder.cache.read_for(kAll));
  CHECK(folder.cache.waiting() == 0);
  CHECK(names(folder.cache.games(0)) == std::vector<std::string>{"Ann", "Cy"});
  CHECK(names(folder.cache.games(1)) == std::vector<std::string>{"Ben"});
  CHECK(folder.cache.unreadable() == 1);

  // A second visit: one game kept since, at the end; only it is read.
  folder.files.push_back("Di.game");
  folder.cache.relist();
  CHECK(folder.cache.listed() == 5);
  CHECK(folder.cache.waiting() == 1);
  CHECK(folder.cache.read_for(kAll));
  CHECK(names(folder.cache.games(0)) == std::vector<std::string>{"Ann", "Cy", "Di"});
  CHECK(folder.reads == std::map<path, int>{{"Ann.game", 1},
                                            {"damaged.game", 1},
                                            {"Ben.episode", 1},
                                            {"Cy.game", 1},
                                            {"Di.game", 1}});
}

TEST_CASE("a game deleted from the folder leaves the kept games' cache", "[session][statistics]") {
  Folder folder;
  folder.files = {"Ann.game", "damaged.game", "Ben.game"};
  folder.cache.relist();
  REQUIRE(folder.cache.read_for(kAll));
  folder.files = {"Ben.game"};  // Ann's game and the damaged file moved to the trash
  folder.cache.relist();
  CHECK(folder.cache.listed() == 1);
  CHECK(folder.cache.waiting() == 0);
  CHECK(names(folder.cache.games(0)) == std::vector<std::string>{"Ben"});
  CHECK(folder.cache.unreadable() == 0);
}

TEST_CASE("a slice of the kept games cache reads one file at least and the oldest first",
          "[session][statistics]") {
  Folder folder;
  folder.files = {"Ann.game", "Ben.game", "Cy.game"};
  folder.cache.relist();
  // No time at all: one file each slice, so the reading always moves on.
  CHECK_FALSE(folder.cache.read_for(std::chrono::seconds(0)));
  CHECK(folder.cache.waiting() == 2);
  CHECK(names(folder.cache.games(0)) == std::vector<std::string>{"Ann"});
  CHECK_FALSE(folder.cache.read_for(std::chrono::seconds(0)));
  CHECK(folder.cache.read_for(std::chrono::seconds(0)));
  CHECK(names(folder.cache.games(0)) == std::vector<std::string>{"Ann", "Ben", "Cy"});
  // Listed while a file waits: it is read once all the same.
  folder.files.push_back("Di.game");
  folder.cache.relist();
  folder.files.push_back("Ed.game");
  folder.cache.relist();
  CHECK(folder.cache.waiting() == 2);
  CHECK(folder.cache.read_for(kAll));
  CHECK(folder.reads.at("Di.game") == 1);
}

TEST_CASE("the kept games of a deal come from the files read, not read again",
          "[session][statistics][day]") {
  Folder folder;
  folder.files = {"2026-11-27/Ann.game", "Ben.game", "2026-11-26/Cy.game", "2026-11-27/Di.game"};
  folder.cache.catch_up();
  CHECK(folder.cache.waiting() == 0);
  CHECK(names(folder.cache.dealt_games("2026-11-27")) == std::vector<std::string>{"Ann", "Di"});
  CHECK(names(folder.cache.dealt_games("2026-11-26")) == std::vector<std::string>{"Cy"});
  CHECK(folder.cache.dealt_games("2026-11-25").empty());
  CHECK(folder.cache.dealt_games("").empty());  // a game of no deal is in none
  CHECK(names(folder.cache.dealt_games("2026-11-27", "2026-11-27/Di.game")) ==
        std::vector<std::string>{"Ann"});
  CHECK(folder.reads == std::map<path, int>{{"2026-11-27/Ann.game", 1},
                                            {"Ben.game", 1},
                                            {"2026-11-26/Cy.game", 1},
                                            {"2026-11-27/Di.game", 1}});
  // Caught up again: only the game kept since is read.
  folder.files.push_back("2026-11-27/Ed.game");
  folder.cache.catch_up();
  CHECK(names(folder.cache.dealt_games("2026-11-27")) ==
        std::vector<std::string>{"Ann", "Di", "Ed"});
  CHECK(folder.reads.size() == 5);
  CHECK(folder.reads.at("2026-11-27/Ann.game") == 1);
}
