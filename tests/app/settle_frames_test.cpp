// No stale frames: a window that resizes itself after input (the campaign setup growing a row
// after "Add player") is drawn until it has settled, through the app's own event loop; then
// nothing more is drawn while nothing happens.
#include <catch2/catch.hpp>
#include <sstream>

#include "app_driver.hpp"

namespace app::test {

TEST_CASE("a window that grows is drawn until it settles, then the app is idle", "[app][frames]") {
  AppDriver app({"--size", "1024x640"});
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: new"));
  app.frames(3);
  const std::optional<Point> add = app.find_widget("##campaign-setup", "###add");
  REQUIRE(add);
  // From here every frame is one the app's loop chose to draw (in 100 ms of it).
  app.draw_frames_with([&] { app.app().run_for(100); });
  app.click(*add);
  app.app().run_for(1000);

  // The frame on screen shows the grown panel whole: Back and "Found the cities" in it.
  std::ostringstream problems;
  for (const LayoutProblem& p : app.app().layout_problems())
    problems << p.window << ": " << p.what << '\n';
  INFO(problems.str());
  CHECK(app.app().layout_problems().empty());
  CHECK(app.find_widget("##campaign-setup", "Found the cities"));

  app.draw_frames_with({});
  const std::uint64_t drawn = app.app().frames_drawn();
  app.app().run_for(1500);
  CHECK(app.app().frames_drawn() == drawn);  // idle: no frame at all
}

}  // namespace app::test
