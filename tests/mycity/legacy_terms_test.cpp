// The end terms that legacy chapters switch on (campaign.md): harmony, lumber, mines,
// smoke (with filters), station, goods, civic pride, star. Expected values are worked
// out by hand on the small boards drawn in each test.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "mycity/terms.hpp"
#include "support.hpp"

using namespace mycity;

namespace {

int score(const std::string& term, const City& city,
          nlohmann::json params = nlohmann::json::object()) {
  params["term"] = term;
  return make_end_term(term_spec(term, params), "test", "/end_terms/0")->points(city);
}

// Columns 0-3, rows 0-2; the river runs down the right border (it cuts nothing here).
//   F . . M
//   . . . .
//   . . . .
BoardLayout industry_board() {
  return test::layout({"F..M", "....", "...."}, {{4, 0}, {4, 3}});
}

}  // namespace

TEST_CASE("Lumber and mines: blue buildings beside forest or mountain", "[legacy][lumber][mines]") {
  City city(industry_board());
  test::put(city, "B-D2", 0, false, 1,
            0);  // (1,0) beside forest (0,0); (2,0) beside mountain (3,0)
  test::put(city, "B-I3", 0, false, 0, 2);  // row 2: beside neither
  test::put(city, "Y-D2", 1, false, 3, 1);  // yellow (3,1),(3,2): beside the mountain, but not blue
  CHECK(score("lumber", city) == 1);
  CHECK(score("mines", city) == 1);
  CHECK(score("lumber", city, {{"points", 2}}) == 2);
}

TEST_CASE("Smoke: a yellow building beside a blue one without a filter", "[legacy][smoke]") {
  SECTION("no filter: the Hut at (3,1)-(3,2) touches the Workshop's (2,2)") {
    City city(industry_board());
    test::put(city, "B-I3", 0, false, 0, 2);
    test::put(city, "Y-D2", 1, false, 3, 1);
    CHECK(score("smoke", city) == -1);
  }
  SECTION("the Workshop carries a filter: no smoke") {
    City city(industry_board(), {PieceSticker{test::piece("B-I3"), "filter"}});
    test::put(city, "B-I3", 0, false, 0, 2);
    test::put(city, "Y-D2", 1, false, 3, 1);
    CHECK(score("smoke", city) == 0);
  }
}

TEST_CASE("Station: +2 for each colour beside it, goods: blue on the railway",
          "[legacy][station][goods]") {
  // 5 x 3, railway between rows 0 and 1 (lattice y = 1), river on the right border.
  BoardLayout layout = test::layout({".....", ".....", "....."}, {{5, 0}, {5, 3}});
  layout.paths.push_back(make_edge_path("railway", {{0, 1}, {5, 1}}, 5, 3, "test", "/railway"));
  City city(layout);
  test::put(city, "S-D2", 0, false, 1, 1);  // station (1,1),(2,1): its top sides on the railway
  test::put(city, "Y-D2", 1, false, 0, 1);  // (0,1),(0,2): beside the station's (1,1)
  test::put(city, "R-D2", 0, false, 1, 2);  // (1,2),(2,2): below the station
  test::put(city, "B-D2", 0, false, 3, 0);  // (3,0),(4,0): above the railway, beside nothing grey
  CHECK(score("station", city) == 4);       // yellow and red: 2 colours x 2
  CHECK(score("goods", city) == 1);         // the Shed's bottom sides lie on the railway
  test::put(city, "B-V3", 0, false, 3, 1);  // (3,1),(3,2),(4,2): beside the station's (2,1)
  CHECK(score("station", city) == 6);       // all three colours
  CHECK(score("goods", city) == 2);         // (3,1) has its top side on the railway too
}

TEST_CASE("Civic pride: the town hall beside yellow, red, blue and a church",
          "[legacy][civic_pride]") {
  // 5 x 4 with the town hall (2 x 3) in the middle of the top.
  const BoardLayout layout = test::layout({".....", ".....", ".....", "....."}, {{5, 0}, {5, 4}});
  City city(layout);
  test::put(city, "H-O6", 0, false, 1, 0);  // (1..3, 0..1)
  test::put(city, "Y-D2", 1, false, 0, 0);  // (0,0),(0,1): left
  test::put(city, "R-D2", 1, false, 4, 0);  // (4,0),(4,1): right
  test::put(city, "B-D2", 0, false, 0, 2);  // (0,2),(1,2): below (1,1)
  CHECK(score("civic_pride", city) == 0);   // no church yet
  test::put(city, "C-V3", 0, false, 2, 2);  // (2,2),(2,3),(3,3): below (2,1)
  CHECK(score("civic_pride", city) == 5);
}

TEST_CASE("Star: +2 when the piece carrying it was built", "[legacy][star]") {
  const BoardLayout layout = test::layout({"...."}, {{4, 0}, {4, 1}});
  City city(layout,
            {PieceSticker{test::piece("Y-D2"), "star"}, PieceSticker{test::piece("R-D2"), "star"}});
  test::put(city, "Y-D2", 0, false, 0, 0);
  CHECK(score("star", city) == 2);  // the Kiosk's star does not count: not built
}

TEST_CASE("Harmony: points only when every colour's largest group is big enough",
          "[legacy][harmony]") {
  const BoardLayout layout = test::layout({"......", "......"}, {{6, 0}, {6, 2}});
  City city(layout);
  test::put(city, "Y-D2", 0, false, 0, 0);
  test::put(city, "R-D2", 0, false, 2, 0);
  CHECK(score("harmony", city, {{"min_buildings", 1}}) == 0);  // no blue building
  test::put(city, "B-D2", 0, false, 4, 0);
  CHECK(score("harmony", city, {{"min_buildings", 1}}) == 3);
  CHECK(score("harmony", city, {{"min_buildings", 2}}) == 0);
  CHECK(score("harmony", city) == 0);  // default: 4 buildings per colour
}
