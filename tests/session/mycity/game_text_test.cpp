// Words the screens show for the engine's ids (assets/terms.json).
#include <catch2/catch.hpp>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "mycity/campaign_content.hpp"
#include "mycity/content.hpp"
#include "mycity/stickers.hpp"
#include "session/mycity/presentation_test_support.hpp"

namespace mycity::session::test {

TEST_CASE("every scoring term of every mode and legacy episode has words on screen",
          "[session][text]") {
  const TermWords& words = shipped_presentation().words;
  const Catalogue catalogue = load_catalogue(content_dir());
  const CampaignDef campaign = load_campaign(default_campaign_file(content_dir()), catalogue);
  std::vector<const Ruleset*> rulesets;
  for (const EpisodeDef& episode : campaign.episodes) rulesets.push_back(&episode.ruleset);
  for (const Ruleset& mode : catalogue.rulesets()) rulesets.push_back(&mode);
  REQUIRE(catalogue.find_ruleset("eternity") != nullptr);
  for (const Ruleset* rules : rulesets) {
    for (const auto* terms : {&rules->immediate_terms, &rules->end_terms}) {
      for (const TermSpec& term : *terms) {
        INFO(rules->name << ": " << term.id);
        CHECK(words.has_term(term.id));
        // term_label() falls back to the raw id: a label equal to it means none was written.
        CHECK(words.term_label(term.id) != term.id);
        CHECK_FALSE(words.term_hint(term.id).empty());
      }
    }
  }
}

TEST_CASE("every sticker has a label", "[session][text]") {
  const TermWords& words = shipped_presentation().words;
  REQUIRE_FALSE(sticker_ids().empty());
  for (const std::string_view id : sticker_ids()) {
    INFO(id);
    CHECK(words.has_sticker(id));
    CHECK_FALSE(words.sticker_label(id).empty());
  }
}

TEST_CASE("a sticker reads as its own name, not as the term that scores it", "[session][text]") {
  const TermWords& words = shipped_presentation().words;
  CHECK(words.sticker_label("star") == "star");
  CHECK(words.term_label("star") == "Stars");
  CHECK(words.sticker_label("clearing") == "clearing");
}

TEST_CASE("a term words file with a mistake names the file and the place",
          "[session][text][errors]") {
  const BrokenFile missing_hint("terms.json", R"({"terms": {"trees": {"label": "Trees"}},
                                                  "stickers": {}})");
  CHECK_THAT(content_error_of([&] { load_term_words(missing_hint.path()); }),
             Catch::Matchers::Contains(base::utf8_string(missing_hint.path())) &&
                 Catch::Matchers::Contains("/terms/trees") && Catch::Matchers::Contains("hint"));
  const BrokenFile number_label("terms.json",
                                R"({"terms": {}, "stickers": {"tree": {"label": 3}}})");
  CHECK_THAT(content_error_of([&] { load_term_words(number_label.path()); }),
             Catch::Matchers::Contains("/stickers/tree/label"));
  const BrokenFile not_json("terms.json", "{\"terms\": ");
  CHECK_THROWS_AS(load_term_words(not_json.path()), base::Error);
  CHECK_THROWS_WITH(load_term_words(not_json.path()),
                    Catch::Matchers::Contains(base::utf8_string(not_json.path())));
}

}  // namespace mycity::session::test
