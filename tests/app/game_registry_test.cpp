// The games of the app: each under its own id, each one's words in a catalog of po/.
#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <string>

#include "games/registry.hpp"

namespace mycity::app::test {

TEST_CASE("The registry's games each have their own id and a catalog", "[app][games]") {
  const std::vector<RegisteredGame>& games = game_registry();
  std::set<std::string_view> ids;
  for (const RegisteredGame& game : games) {
    CHECK(ids.insert(game.info.id).second);
    const std::string domain(game.info.text_domain);
    CHECK(std::filesystem::exists(std::filesystem::path(MYCITY_PO_DIR) / (domain + ".pot")));
  }
  CHECK(games.front().info.id == "mycity");  // the front menu's first game, its backdrop behind all
}

}  // namespace mycity::app::test
