// Every screen at the smallest window sizes the game supports (1024x640 at UI scale 100 %,
// 1280x720 at 150 %), at 1920x1080 and at 4K: each must show all its controls and labels
// whole, inside its window and the window inside the display, without scrolling anything but
// long texts. The app's LayoutAudit reports what does not fit; these tests fail on any of it.
#include <catch2/catch.hpp>

#include "screen_walk.hpp"

namespace app::test {
namespace {

const std::vector<WindowSize> kSizes{
    {"1024x640", 1.0f}, {"1280x720", 1.5f}, {"1920x1080", 1.0f}, {"3840x2160", 1.0f}};

// The campaign's screens at the tight sizes only: every size replays the whole save, minutes
// each in the sanitizer build, and a larger window only gives the sheets more room.
const std::vector<WindowSize> kTightSizes{{"1024x640", 1.0f}, {"1280x720", 1.5f}};

}  // namespace

TEST_CASE("the menus fit every window size", "[app][sizes]") {
  for (const WindowSize& size : kSizes) walk_menus(size, "en");
}

TEST_CASE("an Eternity game fits every window size", "[app][sizes]") {
  for (const WindowSize& size : kSizes) walk_eternity(size, "en");
}

TEST_CASE("Machi Koro's table with five cities fits every window size", "[app][sizes]") {
  for (const WindowSize& size : kSizes) walk_machikoro_table(size, "en");
}

TEST_CASE("Machi Koro's screens fit every window size", "[app][sizes][machikoro]") {
  walk_machikoro_screens(kSizes, "en");
}

TEST_CASE("the campaign screens fit every window size", "[app][sizes]") {
  walk_campaign(kTightSizes, {"en"});
}

}  // namespace app::test
