// The games of the app: the registry and the settings parser list the same games in the
// same order, each under its own id, each one's words in a catalog of po/.
#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <string>

#include "games/game_list.hpp"
#include "games/mycity/mycity_screens.hpp"
#include "games/registry.hpp"
#include "screens/screen_list.hpp"

namespace app::test {

TEST_CASE("The registry's games are the settings file's, each with its catalog", "[app][games]") {
  const std::vector<GameInfo>& infos = game_infos();
  const std::vector<RegisteredGame>& games = game_registry();
  REQUIRE(games.size() == infos.size());
  std::set<std::string_view> ids;
  for (std::size_t i = 0; i < games.size(); ++i) {
    CHECK(games[i].info.id == infos[i].id);
    CHECK(ids.insert(infos[i].id).second);
    const std::string domain(infos[i].text_domain);
    CHECK(std::filesystem::exists(std::filesystem::path(MYCITY_PO_DIR) / (domain + ".pot")));
  }
  CHECK(infos.front().id == "mycity");  // the front menu's first game, its backdrop behind all
}

TEST_CASE("Every screen of the app has a name of its own", "[app][games]") {
  std::set<std::string_view> names;
  for (const ScreenEntry<SharedModels>& entry : shared_screens())
    CHECK(names.insert(entry.id.name()).second);
  for (const ScreenEntry<ScreenModels>& entry : mycity_screens())
    CHECK(names.insert(entry.id.name()).second);
}

}  // namespace app::test
