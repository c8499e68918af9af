// The legal-places toggle (L, or the side panel's checkbox) is a setting: a group that
// plays with the marks on finds them on at the next start, and off again once turned off.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "platform/settings.hpp"
#include "play_driver.hpp"
#include "screens/mycity/mycity_info.hpp"

namespace app::test {

TEST_CASE("The legal-places toggle is kept in the settings across starts", "[app][settings]") {
  TempDir dir;
  const std::filesystem::path settings = dir.path() / "settings.json";
  const auto start = [&] {
    return std::vector<std::string>{"--size",     "1280x800",
                                    "--new-game", "Ann:fox,Ben:owl",
                                    "--seed",     "3",
                                    "--save-dir", (dir.path() / "saves").string(),
                                    "--settings", settings.string()};
  };
  {
    AppDriver app(start());
    PlayDriver play(app);
    play.take_seat();
    const auto without = app.save_png("legal-places-off.png");
    app.key(SDLK_l);
    app.frames(2);
    const auto with = app.save_png("legal-places-on.png");
    CHECK(differing_pixels(without, with) > 300);  // the marks are drawn
    CHECK(switch_on(load_settings(settings).settings, mycity_info(), kShowLegalPlaces));
  }
  {
    AppDriver app(start());
    PlayDriver play(app);
    play.take_seat();
    app.key(SDLK_l);  // on at the start, so L turns them off
    app.frames(2);
    CHECK_FALSE(switch_on(load_settings(settings).settings, mycity_info(), kShowLegalPlaces));
  }
}

}  // namespace app::test
