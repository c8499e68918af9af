// The pictures of the elements each legacy chapter introduces (assets/chapter-pictures.json).
#include <catch2/catch.hpp>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "mycity/campaign_content.hpp"
#include "session/mycity/presentation_test_support.hpp"

namespace mycity::session::test {

TEST_CASE("every element a legacy chapter introduces has a picture", "[session][pictures]") {
  const ChapterPictures& pictures = shipped_presentation().pictures;
  const Catalogue catalogue = load_catalogue(content_dir());
  const CampaignDef campaign = load_campaign(default_campaign_file(content_dir()), catalogue);
  REQUIRE_FALSE(campaign.chapters.empty());
  for (const ChapterDef& chapter : campaign.chapters) {
    for (const std::string& element : chapter.introduces) {
      INFO("chapter " << chapter.number << ", element \"" << element << "\"");
      const ChapterPicture* picture = pictures.find(element);
      REQUIRE(picture != nullptr);
      // Something to see: a board, or a card's own art.
      CHECK((picture->board.has_value() || !picture->card.empty()));
    }
  }
  CHECK(pictures.find("no such element") == nullptr);
}

TEST_CASE("a picture's building letters become buildings of their colour", "[session][pictures]") {
  // Two yellow neighbours told apart by case, a red one, a railway under the first row.
  const BrokenFile file("chapter-pictures.json", R"({"pictures": {"x": {
      "ground": ["...", "..."], "buildings": ["Yy.", "RR."], "railway": true}}})");
  const ChapterPictures pictures = load_chapter_pictures(file.path());
  const ChapterPicture* picture = pictures.find("x");
  REQUIRE(picture != nullptr);
  REQUIRE(picture->board.has_value());
  CHECK(picture->board->layout.width == 3);
  CHECK(picture->board->layout.height == 2);
  REQUIRE(picture->board->buildings.size() == 3);
  int red_cells = 0;
  for (const PlacedBuilding& b : picture->board->buildings)
    if (b.colour == Colour::Red) red_cells += static_cast<int>(b.cells.size());
  CHECK(red_cells == 2);
  CHECK(picture->board->layout.paths.size() == 1);
}

TEST_CASE("a chapter pictures file with a mistake names the file and the place",
          "[session][pictures][errors]") {
  const auto fails_at = [](const std::string& text, const std::string& json_path) {
    const BrokenFile file("chapter-pictures.json", text);
    INFO(text);
    CHECK_THAT(content_error_of([&] { load_chapter_pictures(file.path()); }),
               Catch::Matchers::Contains(base::utf8_string(file.path())) &&
                   Catch::Matchers::Contains(json_path));
  };
  fails_at(R"({"pictures": {"a": {"ground": ["..."], "buildings": ["YQB"]}}})",
           "/pictures/a/buildings/0");
  fails_at(R"({"pictures": {"a": {"ground": ["..."], "buildings": ["YY"]}}})",
           "/pictures/a/buildings/0");
  fails_at(R"({"pictures": {"a": {"ground": [".", "", "."]}}})", "/pictures/a/ground");
  fails_at(R"({"pictures": {"a": {"ground": ["."], "score": 2}}})", "/pictures/a/score");
  fails_at(R"({"pictures": {"a": {"caption": "A"}}})", "/pictures/a/ground");
  fails_at(R"({"pictures": {"a": {"card": "block", "ground": ["."]}}})", "/pictures/a");
  fails_at(R"({"pictures": [1, 2]})", "/pictures");
  fails_at(R"({"pictures": {"a": {"ground": [".", ".", ".", "."]}}})", "/pictures/a/ground");
}

}  // namespace mycity::session::test
