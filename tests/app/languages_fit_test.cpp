// Issue 19: no text is cut or overflows its box on any screen in any language, at 1280x720
// and 1920x1080 (Machi Koro's table also at 1024x640 and 1280x720 at 150 %), nor in the
// pseudo-language that makes every text 40 % longer and accented.
// One test case per language, so CTest runs them side by side; the campaign sheets of every
// language in one, so that each phase is autoplayed once (the whole campaign for its end).
#include <catch2/catch.hpp>

#include "screen_walk.hpp"

namespace app::test {
namespace {

// Machi Koro at the tight sizes too: five cities, the market and the log; its setup and
// summaries are the widest. Under the sanitizers (about three times slower) one size each:
// the size walk sees the others in English and the normal build every one, so CI keeps its time.
#ifdef MYCITY_SANITIZED_TESTS
const std::vector<WindowSize> kSizes{{"1280x720", 1.0f}};
const std::vector<WindowSize> kMachiKoroSizes{{"1024x640", 1.0f}};
#else
const std::vector<WindowSize> kSizes{{"1280x720", 1.0f}, {"1920x1080", 1.0f}};
const std::vector<WindowSize> kMachiKoroSizes{
    {"1024x640", 1.0f}, {"1280x720", 1.5f}, {"1920x1080", 1.0f}};
#endif

void walk_every_screen(const std::string& language) {
  for (const WindowSize& size : kSizes) {
    walk_menus(size, language);
    walk_eternity(size, language);
  }
  for (const WindowSize& size : kMachiKoroSizes) walk_machikoro_table(size, language);
  walk_machikoro_screens(kMachiKoroSizes, language);
}

}  // namespace

TEST_CASE("every screen fits in Russian", "[app][languages]") {
  walk_every_screen("ru");
}
TEST_CASE("every screen fits in Hungarian", "[app][languages]") {
  walk_every_screen("hu");
}
TEST_CASE("every screen fits in Spanish", "[app][languages]") {
  walk_every_screen("es");
}
TEST_CASE("every screen fits in French", "[app][languages]") {
  walk_every_screen("fr");
}
TEST_CASE("every screen fits in German", "[app][languages]") {
  walk_every_screen("de");
}
TEST_CASE("every screen fits in the pseudo-language", "[app][languages]") {
  walk_every_screen("pseudo");
}
TEST_CASE("every campaign screen fits in every language", "[app][languages]") {
  walk_campaign(kSizes, {"ru", "hu", "es", "fr", "de", "pseudo"});
}

}  // namespace app::test
