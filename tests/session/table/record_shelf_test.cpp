// The shared shelf of finished games: named by date and players, never overwritten, listed
// newest first, moved to the trash without losing a file.
#include <chrono>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "table/record_shelf.hpp"
#include "table/result.hpp"

namespace {

// 2026-03-04 05:06 local time: the names carry the local date, so the test makes it locally.
std::chrono::system_clock::time_point local_time(int day, int hour, int minute) {
  std::tm t{};
  t.tm_year = 2026 - 1900;
  t.tm_mon = 2;
  t.tm_mday = day;
  t.tm_hour = hour;
  t.tm_min = minute;
  t.tm_isdst = -1;
  return std::chrono::system_clock::from_time_t(std::mktime(&t));
}

}  // namespace

TEST_CASE("records are shelved under new names and listed newest first", "[table][shelf]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-record-shelf";
  std::filesystem::remove_all(dir);
  CHECK(table::shelved_records(dir, ".x.json").empty());  // no folder yet
  const auto first =
      table::shelve_record(dir, {"Ann", "B/en"}, "", ".x.json", "1", local_time(4, 5, 6));
  CHECK(first == dir / "2026-03-04 05-06 Ann, B_en.x.json");
  const auto again =
      table::shelve_record(dir, {"Ann", "B/en"}, "", ".x.json", "2", local_time(4, 5, 6));
  CHECK(again == dir / "2026-03-04 05-06 Ann, B_en (2).x.json");
  const auto later =
      table::shelve_record(dir, {"Cy"}, ", episode 3", ".x.json", "3", local_time(5, 0, 0));
  CHECK(later == dir / "2026-03-05 00-00 Cy, episode 3.x.json");
  std::ofstream(dir / "other.y.json") << "{}";  // another game's files are not listed

  const auto list = table::shelved_records(dir, ".x.json");
  REQUIRE(list.size() == 3);
  CHECK(list[0].title == "2026-03-05 00-00 Cy, episode 3");
  CHECK(list[1].title == "2026-03-04 05-06 Ann, B_en (2)");
  CHECK(list[2].title == "2026-03-04 05-06 Ann, B_en");
  CHECK(base::read_small_file(first, 100) == "1");  // not overwritten

  CHECK(table::trash_record(dir, first, ".x.json") ==
        dir / "trash" / "2026-03-04 05-06 Ann, B_en.x.json");
  const auto same_name =
      table::shelve_record(dir, {"Ann", "B/en"}, "", ".x.json", "4", local_time(4, 5, 6));
  CHECK(table::trash_record(dir, same_name, ".x.json") ==
        dir / "trash" / "2026-03-04 05-06 Ann, B_en (2).x.json");
  CHECK_THROWS_AS(table::trash_record(dir, first, ".x.json"), base::Error);  // gone already
  CHECK(table::shelved_records(dir, ".x.json").size() == 2);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a result holds a value or the words of its failure", "[table][result]") {
  const table::Result<int> five = 5;
  REQUIRE(five);
  CHECK(*five == 5);
  CHECK(five.error().empty());
  const table::Result<int> none = table::Failure{"no such file"};
  CHECK_FALSE(none);
  CHECK(none.error() == "no such file");
  const table::Status ok = table::Ok{};
  CHECK(ok);
  CHECK(ok.error().empty());
}

TEST_CASE("a kept game's title shows its date and time, not the file name's", "[table][shelf]") {
  // Issue 50: "2026-12-04 15-44" read like a file name. In English (no catalog): ISO's order
  // with a colon; the catalogs put each language's order (app test in Russian).
  CHECK(table::shown_title("2026-12-04 15-44 Ann, Ben") == "2026-12-04 15:44 Ann, Ben");
  CHECK(table::shown_title("2026-12-04 15-44 Ann, Ben (2)") == "2026-12-04 15:44 Ann, Ben (2)");
  // Not a kept file's date: as it is.
  CHECK(table::shown_title("Oakham") == "Oakham");
  CHECK(table::shown_title("2026-12-04 1x-44 Ann") == "2026-12-04 1x-44 Ann");
}
