// Words the screens show for the engine's ids.
#include <catch2/catch.hpp>

#include "menu_scene.hpp"
#include "mycity/campaign_content.hpp"
#include "mycity/content.hpp"
#include "play/game_text.hpp"

namespace mycity::app::test {

TEST_CASE("every scoring term of every mode and legacy episode has words on screen",
          "[app][text]") {
  const Catalogue catalogue = load_catalogue(default_data_dir());
  const CampaignDef campaign = load_campaign(default_campaign_file(default_data_dir()), catalogue);
  std::vector<const Ruleset*> rulesets;
  for (const EpisodeDef& episode : campaign.episodes) rulesets.push_back(&episode.ruleset);
  const Ruleset* eternity = catalogue.find_ruleset("eternity");
  REQUIRE(eternity != nullptr);
  rulesets.push_back(eternity);
  for (const Ruleset* rules : rulesets) {
    for (const auto* terms : {&rules->immediate_terms, &rules->end_terms}) {
      for (const TermSpec& term : *terms) {
        INFO(rules->name << ": " << term.id);
        // term_label() falls back to the raw id: a label equal to it means none was written.
        CHECK(term_label(term.id) != term.id);
        CHECK_FALSE(term_hint(term.id).empty());
      }
    }
  }
}

TEST_CASE("a sticker reads as its own name, not as the term that scores it", "[app][text]") {
  CHECK(sticker_label("star") == "star");
  CHECK(term_label("star") == "Stars");
  CHECK(sticker_label("clearing") == "clearing");
}

}  // namespace mycity::app::test
