// The player animals (assets/animals.json) and the seats that refer to them.
#include <catch2/catch.hpp>

#include <set>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "mycity/session/seats.hpp"
#include "session/mycity/presentation_test_support.hpp"

namespace mycity::session::test {

TEST_CASE("2 to 4 players each get a distinct animal", "[session][animals]") {
  const Animals& animals = shipped_presentation().animals;
  std::string players = "Ann";
  for (int n = 2; n <= 4; ++n) {
    players += ",P" + std::to_string(n);
    INFO(players);
    const auto parsed = parse_seats(players, animals);
    REQUIRE(parsed);
    const std::vector<SeatInfo>& seats = *parsed;
    REQUIRE(seats.size() == static_cast<std::size_t>(n));
    std::set<std::string> ids;
    std::set<unsigned> colours;
    for (const SeatInfo& seat : seats) {
      ids.insert(animals.at(seat.animal).id);
      colours.insert(animals.at(seat.animal).colour);
    }
    CHECK(ids.size() == seats.size());
    CHECK(colours.size() == seats.size());  // players are told apart by colour too
  }
}

TEST_CASE("animals are named in any case, an unknown one is refused", "[session][animals]") {
  const Animals& animals = shipped_presentation().animals;
  const auto parsed = parse_seats("Ann:Owl, Ben:fox", animals);
  REQUIRE(parsed);
  const std::vector<SeatInfo>& seats = *parsed;
  REQUIRE(seats.size() == 2);
  CHECK(animals.at(seats[0].animal).id == "owl");
  CHECK(animals.at(seats[1].animal).id == "fox");
  const auto refused = parse_seats("Ann:cat,Ben:fox", animals);
  CHECK_FALSE(refused);
  CHECK(refused.error().find("cat") != std::string::npos);
}

TEST_CASE("a players file saved beside the autosave still reads", "[session][animals]") {
  // As GameHub wrote it before the animals were data: the ids are the same.
  const std::string saved = R"({"format": "mycity-app-players", "version": 1, "players": [
      {"name": "Ann", "animal": "hare"}, {"name": "Ben", "animal": "bear"},
      {"name": "Cy", "animal": "owl"}, {"name": "Di", "animal": "fox"}]})";
  const Animals& animals = shipped_presentation().animals;
  const std::vector<SeatInfo> seats = seats_from_json(saved, animals);
  REQUIRE(seats.size() == 4);
  CHECK(animals.at(seats[0].animal).id == "hare");
  CHECK(animals.at(seats[1].animal).id == "bear");
  CHECK(animals.at(seats[2].animal).id == "owl");
  CHECK(animals.at(seats[3].animal).id == "fox");
  CHECK(seats_from_json(seats_to_json(seats, animals).dump(), animals).size() == 4);
  CHECK(seats_to_json(seats, animals)["players"][0]["animal"] == "hare");
}

TEST_CASE("an animals file with a mistake names the file and the place",
          "[session][animals][errors]") {
  const std::string fox =
      R"({"id": "fox", "name": "Fox", "art": "a", "badge_art": "b", "small_badge_art": "c",
          "colour": "#E07A2E"})";
  const auto with = [&](const std::string& second) {
    return R"({"animals": [)" + fox + "," + second + "," +
           R"({"id": "a3", "name": "A3", "art": "a", "badge_art": "b", "small_badge_art": "c",
               "colour": "#000000"},
              {"id": "a4", "name": "A4", "art": "a", "badge_art": "b", "small_badge_art": "c",
               "colour": "#000000"}]})";
  };
  const auto fails_at = [](const std::string& text, const std::string& json_path) {
    const BrokenFile file("animals.json", text);
    CHECK_THAT(content_error_of([&] { load_animals(file.path()); }),
               Catch::Matchers::Contains(base::utf8_string(file.path())) &&
                   Catch::Matchers::Contains(json_path));
  };
  fails_at(with(R"({"id": "owl", "name": "Owl", "art": "a", "badge_art": "b",
                    "small_badge_art": "c", "colour": "purple"})"),
           "/animals/1/colour");
  fails_at(with(R"({"id": "owl", "name": "Owl", "art": "a", "small_badge_art": "c",
                    "colour": "#7A5C99"})"),
           "/animals/1");
  fails_at(with(fox), "/animals/1");                      // the same animal twice
  fails_at(R"({"animals": [)" + fox + "]}", "/animals");  // fewer than the most players
  const BrokenFile file("animals.json", "");
  CHECK_THROWS_AS(load_animals(file.path().parent_path() / "missing.json"), base::ContentError);
}

}  // namespace mycity::session::test
