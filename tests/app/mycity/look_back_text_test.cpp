// The words of the replay view, in the same terms as the table's.
#include <catch2/catch.hpp>

#include "campaign_saves.hpp"
#include "platform/language.hpp"
#include "screens/mycity/look_back_text.hpp"

namespace app::test {

TEST_CASE("the replay names each city's score as every other screen does", "[app][look-back]") {
  use_language("en");  // the words below; another test in this process may have left its own
  const Content content;
  const mycity::Ruleset& rules = *content.catalogue.find_ruleset("eternity");
  mycity::Game game =
      mycity::Game::on_printed_board(content.catalogue, rules, {"Ann", "Ben"}, {"Y-D2", "R-D2"});
  CHECK(replay_city_line("", game.player(0)) == "Score 10");  // every track starts at 10
  REQUIRE_FALSE(game.apply(mycity::Action::pass()));          // R12: a pass costs a point
  CHECK(replay_city_line("passed", game.player(0)) == "passed  \xC2\xB7  Score 9");
}

}  // namespace app::test
