// The game content is loaded once at start-up and shared: the menu scene and both hubs use
// the one catalogue, and a folder without content gives each of them the loader's error.
#include <catch2/catch.hpp>

#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/loaded_content.hpp"
#include "mycity/session/menu_scene.hpp"
#include "presentation_test_support.hpp"

using namespace mycity::session;

TEST_CASE("the menu scene and both hubs share the one loaded catalogue", "[session]") {
  const LoadedContent content = load_content(test::content_dir());
  REQUIRE(content.catalogue);
  CHECK(content.error.empty());
  const GameHub games(content, {}, test::shipped_presentation().animals);
  const CampaignHub campaigns(content, {}, test::shipped_presentation().animals);
  CHECK(&games.catalogue() == content.catalogue.get());
  CHECK(campaigns.ready());
  CHECK(content.catalogue.use_count() == 3);  // the content and the two hubs, no copy
  const MenuScene scene = load_menu_scene(content, test::assets_dir() / "menu-scene.json");
  CHECK(scene.content_error.empty());
  CHECK(scene.piece_count == static_cast<int>(content.catalogue->pieces().size()));
}

TEST_CASE("without content every user reports the loader's error and none throws", "[session]") {
  const LoadedContent content = load_content(test::assets_dir() / "no-such-folder");
  REQUIRE_FALSE(content.catalogue);
  REQUIRE_FALSE(content.error.empty());
  const GameHub games(content, {}, test::shipped_presentation().animals);
  CHECK_FALSE(games.ready());
  CHECK(games.content_error() == content.error);
  const CampaignHub campaigns(content, {}, test::shipped_presentation().animals);
  CHECK_FALSE(campaigns.ready());
  CHECK(campaigns.error() == content.error);
  const MenuScene scene = load_menu_scene(content, test::assets_dir() / "menu-scene.json");
  CHECK(scene.content_error == content.error);
  CHECK(scene.piece_count == 0);
}
