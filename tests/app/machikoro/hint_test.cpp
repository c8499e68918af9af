// The hint on Machi Koro's table, driven by synthetic input: H or the bar's button shows what
// the hard computer would choose and why, the game waiting for the person all the while; the
// seat is noted in the record; a table started without hints offers none.
#include <catch2/catch.hpp>

#include "base/random.hpp"
#include "machikoro/hint.hpp"
#include "machikoro/machikoro_driver.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/hint_words.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "table_driver.hpp"

namespace app::test {
namespace {

using machikoro::Action;
using machikoro::Decision;

// Draws frames until the hint asked is thought (it takes a quarter of a second at most).
void wait_for_hint(AppDriver& app, const TableDriver& table) {
  for (int i = 0; i < 500 && table.table().hint_thinking(); ++i) app.app().run_for(10);
  REQUIRE_FALSE(table.table().hint_thinking());
  app.frames(2);
}

// The hint's line for the decision now, worked out by the engine apart from the table: the
// TV Station's and a build's without looking ahead need no dice of the table's.
std::string expected_line(const machikoro::Game& game) {
  base::Rng rng(1);
  const std::optional<machikoro::Hint> hint = machikoro::hint(game, rng);
  REQUIRE(hint);
  return machikoro::session::hint_words(game, *hint);
}

}  // namespace

TEST_CASE("H shows the hard computer's choice and why, and decides nothing",
          "[app][machikoro][hint]") {
  TempDir saves;
  TempDir settings;
  AppDriver app(
      {"--save-dir", saves.path().string(), "--settings", instant_settings(settings).string()});
  continue_saved(app, purple_turn(app.machikoro().game_hub().cards(), 3), saves.path());
  TableDriver table(app);
  REQUIRE(table.game().pending().decision == Decision::Target);
  const std::string line = expected_line(table.game());
  CHECK(line.starts_with("Take from "));
  CHECK(app.drawn_text().find(without_spaces(line)) == std::string::npos);
  app.key(SDLK_h);
  wait_for_hint(app, table);
  CHECK(app.drawn_text().find(without_spaces(line)) != std::string::npos);
  app.save_png("machikoro-hint-tv-station.png");
  // Shown, never chosen: the TV Station still waits; the seat is noted in the record.
  CHECK(table.game().pending().decision == Decision::Target);
  CHECK(table.table().record().hints == std::vector<int>{0});
  table.answer(Action::target(1));
  CHECK(app.drawn_text().find(without_spaces(line)) == std::string::npos);
}

TEST_CASE("the bar's Hint button at a build marks the card and leaves the pick to the person",
          "[app][machikoro][hint]") {
  TempDir saves;
  TempDir settings;
  AppDriver app({"--game", "machikoro", "--new-game", "Ann,Ben:medium,Cy:medium", "--seed", "5",
                 "--save-dir", saves.path().string(), "--settings",
                 instant_settings(settings).string()});
  TableDriver table(app);
  for (int i = 0; i < 100 && !table.person_rolls(); ++i) app.frames(1);
  table.roll();
  REQUIRE(table.game().pending().decision == Decision::Build);
  const std::string line = expected_line(table.game());
  table.click_answer("###hint");
  wait_for_hint(app, table);
  CHECK(app.drawn_text().find(without_spaces(line)) != std::string::npos);
  app.save_png("machikoro-hint-build.png");
  // Enter ends the turn with what the person picked: nothing, whatever the hint said.
  const machikoro::PlayerState before = table.game().player(0);
  const int turn = table.game().turn();
  app.key(SDLK_RETURN);
  CHECK(table.game().turn() > turn);
  CHECK(table.game().player(0).establishments == before.establishments);
  CHECK(table.game().player(0).landmarks == before.landmarks);
}

TEST_CASE("a Machi Koro game started without hints offers none", "[app][machikoro][hint]") {
  TempDir saves;
  TempDir settings;
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string(), "--settings",
                 instant_settings(settings).string()});
  REQUIRE(app.click_widget("##main-menu", "New game##machikoro-new"));
  REQUIRE(app.click_widget(kSetupBody, "###hints"));  // on by default: now off
  REQUIRE(app.click_widget("##machikoro-setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  TableDriver table(app);
  CHECK_FALSE(table.table().hints());
  for (int i = 0; i < 100 && !table.person_rolls(); ++i) app.frames(1);
  table.roll();
  REQUIRE(table.person_decides());
  CHECK_FALSE(app.find_widget("##machikoro-play/##decision", "###hint"));
  app.key(SDLK_h);
  app.frames(2);
  CHECK_FALSE(table.table().hint_thinking());
  CHECK(table.table().record().hints.empty());
}

}  // namespace app::test
