// The supply and the deck on the play screen (R17): the band under the board at every
// window size, and the list in words that S opens and S or Esc closes.
#include <catch2/catch.hpp>
#include <fstream>

#include "app_driver.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {

TEST_CASE("R17: S opens the supply in words over the game, Esc closes it and not the game",
          "[app][R17]") {
  const std::string size = GENERATE("1280x800", "1024x640", "1280x720@1.5");
  TempDir dir;
  std::vector<std::string> args{
      "--new-game", "Ann:fox,Ben:owl,Cy:bear", "--seed", "3", "--autoplay", "31",
      "--size",     size.substr(0, 8)};
  if (size.ends_with("@1.5")) {
    std::ofstream(dir.path() / "settings.json") << R"({"ui_scale":1.5})";
    args.insert(args.end(), {"--settings", (dir.path() / "settings.json").string()});
  }
  AppDriver app(args);
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  app.key(SDLK_RETURN);  // take the seat
  const std::string name = "supply-" + size.substr(0, 8);
  app.save_png(name + ".png");
  CHECK_FALSE(app.find_widget("##supply", "###close"));
  app.key(SDLK_s);
  CHECK(app.find_widget("##supply", "###close"));
  app.save_png(name + "-list.png");
  app.key(SDLK_ESCAPE);
  CHECK_FALSE(app.find_widget("##supply", "###close"));
  CHECK(app.app().current_screen() == MyCityScreen::Play);
  app.key(SDLK_s);
  REQUIRE(app.click_widget("##supply", "###close"));
  CHECK_FALSE(app.find_widget("##supply", "###close"));
}

}  // namespace app::test
