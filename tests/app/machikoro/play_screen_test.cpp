// Machi Koro's play screen driven by synthetic input only: a whole game of one person
// against three computers to the end screen; the TV Station, the Business Center, the Radio
// Tower and the Harbor asked of a person and answered by keys and clicks; the pace of the
// table (the dice tumble, the pauses) and no frame drawn while a person thinks.
#include <catch2/catch.hpp>
#include <fstream>

#include "base/random.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/session/game_hub.hpp"
#include "screens/machikoro/play/card_art.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "table_driver.hpp"

namespace app::test {
namespace {

using machikoro::Action;
using machikoro::ActionKind;
using machikoro::Decision;
using machikoro::Game;

// More loop turns than a game of four takes (actions and frames of computers' turns).
constexpr int kMaxSteps = 3000;

// A game started on the command line: Machi Koro's table, the pace instant.
std::vector<std::string> new_game(const std::string& players, const TempDir& saves,
                                  const TempDir& settings, const std::string& seed = "7") {
  return {"--game",     "machikoro",
          "--new-game", players,
          "--seed",     seed,
          "--save-dir", saves.path().string(),
          "--settings", instant_settings(settings).string()};
}

}  // namespace

TEST_CASE("a whole Machi Koro game: one person and three computers, played on the screen",
          "[app][machikoro][game]") {
  TempDir saves;
  TempDir settings;
  AppDriver app(new_game("Ann,Ben:medium,Cy:medium,Di:medium", saves, settings));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  TableDriver table(app);
  const auto bot = machikoro::make_bot("medium");
  base::Rng rng(3);
  bool undone = false;
  for (int step = 0; step < kMaxSteps && app.app().current_screen() == MachiKoroScreen::Play;
       ++step) {
    if (table.person_rolls()) {
      table.roll(step % 3 != 0);  // Space, or now and then the button
      continue;
    }
    if (!table.person_decides()) {
      app.frames(1);
      continue;
    }
    const Action choice = bot->choose(table.game(), rng);
    if (!undone && choice.kind == ActionKind::Build && !choice.card.landmark) {
      // A pile picked is only tentative: Backspace takes it back and nothing is built.
      const std::size_t events = table.game().events().size();
      app.click(table.tile_centre(choice.card.index));
      app.save_png("machikoro-build-picked.png");
      app.key(SDLK_BACKSPACE);
      CHECK(table.game().pending().decision == Decision::Build);
      CHECK(table.game().events().size() == events);
      undone = true;
      // C shows the keyboard's card in words, and closes them again.
      app.key(SDLK_c);
      app.save_png("machikoro-card-words.png");
      app.key(SDLK_c);
    }
    table.answer(choice);
  }
  REQUIRE(app.app().current_screen() == MachiKoroScreen::End);
  const Game& game = table.game();
  CHECK(game.over());
  CHECK(game.winner().has_value());
  const TableDriver::Counts& counts = table.counts();
  CHECK(counts.rolls > 0);
  CHECK(counts.builds > 0);
  CHECK(undone);
  // The game went to the shelf of finished games, its autosave gone.
  REQUIRE(table.table().kept().has_value());
  CHECK(std::filesystem::exists(*table.table().kept()));
  CHECK_FALSE(std::filesystem::exists(saves.path() / "machikoro-autosave.mkrec.json"));
}

TEST_CASE("the TV Station and the Business Center ask a person, who answers by keys or clicks",
          "[app][machikoro][K12][K15]") {
  TempDir saves;
  TempDir settings;
  AppDriver app(
      {"--save-dir", saves.path().string(), "--settings", instant_settings(settings).string()});
  const machikoro::CardSet& cards = app.machikoro().game_hub().cards();
  continue_saved(app, purple_turn(cards, 2), saves.path());
  TableDriver table(app);
  app.save_png("machikoro-tv-station.png");
  table.answer(Action::target(1));  // the key 1: Ben, the only other player
  REQUIRE(table.game().pending().decision == Decision::Swap);
  const int wheat = cards.find_establishment("wheat_field");
  const int bakery = cards.find_establishment("bakery");
  SECTION("keys") {
    table.answer(Action::swap(wheat, 1, bakery));  // arrows and Space, then Enter
  }
  SECTION("clicks") {
    table.click_city_card(0, wheat);   // Ann's card to give
    table.click_city_card(1, bakery);  // Ben's card to take
    app.save_png("machikoro-swap-picked.png");
    CHECK(table.game().pending().decision == Decision::Swap);  // picked, not yet swapped
    table.click_answer("###swap");
  }
  CHECK(table.game().player(0).copies(bakery) == 2);
  CHECK(table.game().player(0).copies(wheat) == 3);  // she had built three more
  CHECK(table.game().player(1).copies(wheat) == 2);
  REQUIRE(table.game().pending().decision == Decision::Build);
  app.save_png("machikoro-after-swap.png");
  table.answer(
      Action::build(machikoro::CardRef::landmark_at(cards.find_landmark("train_station"))));
  CHECK(table.game().player(0).built(cards.find_landmark("train_station")));
}

TEST_CASE("the Radio Tower and the Harbor ask a person, who answers by clicks and keys",
          "[app][machikoro][K5][K6]") {
  TempDir saves;
  TempDir settings;
  AppDriver app(
      {"--save-dir", saves.path().string(), "--settings", instant_settings(settings).string()});
  const machikoro::CardSet& cards = app.machikoro().game_hub().cards();
  continue_saved(app, harbor_turn(cards), saves.path());
  TableDriver table(app);
  app.save_png("machikoro-radio-tower.png");
  table.answer(Action::keep_roll());  // the button
  REQUIRE(table.game().pending().decision == Decision::Harbor);
  table.answer(Action::add_two());  // A
  REQUIRE(table.game().pending().decision == Decision::Build);
  CHECK(table.game().roll().total == 12);
  table.answer(Action::build_nothing());  // Enter
  // Ben plays at once; Ann's next turn: two dice, then the Radio Tower's re-roll with one.
  for (int i = 0; i < 100 && !table.person_decides(); ++i) app.frames(1);
  REQUIRE(table.game().pending().decision == Decision::DiceCount);
  table.answer(Action::dice_count(2));
  REQUIRE(table.game().pending().decision == Decision::RadioTower);
  table.answer(Action::reroll());  // R
  REQUIRE(table.game().pending().decision == Decision::DiceCount);
  table.answer(Action::dice_count(1));
  CHECK(table.game().roll().rerolled);
  CHECK(table.game().roll().dice.count == 1);
  const machikoro::Record record = table.table().record();
  const auto harbor = std::find_if(record.turns.begin(), record.turns.end(),
                                   [](const machikoro::RecordTurn& t) { return t.harbor == true; });
  REQUIRE(harbor != record.turns.end());
  CHECK(harbor->dice == std::vector{5, 5});
  CHECK(record.turns.back().reroll.has_value());
}

TEST_CASE("the table's pace: the dice tumble, a computer's turn waits, idle draws nothing",
          "[app][machikoro][pace]") {
  TempDir saves;
  TempDir settings;
  AppDriver app(normal_pace_game("Ann,Ben:medium", "4", saves, settings));
  TableDriver table(app);
  for (int i = 0; i < 500 && !table.person_rolls(); ++i) app.app().run_for(20);
  REQUIRE(table.person_rolls());
  // Nothing moves while the person has not rolled: no frame is drawn.
  std::uint64_t drawn = app.app().frames_drawn();
  app.app().run_for(1000);
  CHECK(app.app().frames_drawn() - drawn <= 3);
  // The roll tumbles for half a second, drawn all the while.
  app.key(SDLK_SPACE);
  drawn = app.app().frames_drawn();
  app.app().run_for(300);
  CHECK(app.app().frames_drawn() - drawn >= 5);
  app.app().run_for(400);  // the dice lie still
  REQUIRE(table.game().pending().decision == Decision::Build);
  app.key(SDLK_RETURN);  // nothing built: Ben's turn
  // Ben's roll comes at once and tumbles; his build waits for the dice and the pause.
  app.app().run_for(300);
  CHECK(table.game().active() == 1);
  CHECK(table.game().pending().decision == Decision::Build);
  for (int i = 0; i < 500 && !table.person_rolls(); ++i) app.app().run_for(20);
  REQUIRE(table.person_rolls());
  drawn = app.app().frames_drawn();
  app.app().run_for(1000);
  CHECK(app.app().frames_drawn() - drawn <= 3);
}

TEST_CASE("C describes the card last touched, clicked or reached by the arrows",
          "[app][machikoro][keys]") {
  TempDir saves;
  TempDir settings;
  AppDriver app(new_game("Ann,Ben:medium", saves, settings));
  TableDriver table(app);
  for (int i = 0; i < 50 && !table.person_rolls(); ++i) app.frames(1);
  table.roll();
  REQUIRE(table.game().pending().decision == Decision::Build);
  const machikoro::CardSet& cards = table.game().cards();
  const auto words = [&](const char* id) {
    return without_spaces(mk::card_words(cards, *cards.find(id), table.game().setup().edition));
  };
  // The arrows reach the first pile a person can buy, the Wheat Field; then the Bakery is
  // clicked: C describes the Bakery.
  app.key(SDLK_RIGHT);
  app.click(table.tile_centre(cards.find("bakery")->index));
  app.key(SDLK_c);
  const std::string shown = app.drawn_text();
  CHECK(shown.find(words("bakery")) != std::string::npos);
  CHECK(shown.find(words("wheat_field")) == std::string::npos);
  // And the arrows after the click take over again: C closes, Left, C opens on another card.
  app.key(SDLK_c);
  app.key(SDLK_LEFT);
  app.key(SDLK_c);
  CHECK(app.drawn_text().find(words("bakery")) == std::string::npos);
}

TEST_CASE("the Radio Tower's question and the roll name one die as one, in Russian",
          "[app][machikoro][K5][languages]") {
  TempDir saves;
  TempDir settings;
  std::ofstream(settings.path() / "settings.json") << R"({"machikoro": {"pace": "normal"}})";
  AppDriver app({"--save-dir", saves.path().string(), "--settings",
                 (settings.path() / "settings.json").string(), "--language", "ru"});
  continue_saved(app, harbor_turn(app.machikoro().game_hub().cards(), {5}), saves.path());
  TableDriver table(app);
  REQUIRE(table.game().pending().decision == Decision::RadioTower);
  REQUIRE(table.game().roll().dice.count == 1);
  const std::string question = app.drawn_text();
  CHECK(question.find(without_spaces("Выпало 5.")) != std::string::npos);
  CHECK(question.find("кубики") == std::string::npos);
  // Again, with one die (the Train Station's question): the die tumbles, named as one.
  app.key(SDLK_r);
  REQUIRE(table.game().pending().decision == Decision::DiceCount);
  app.key(SDLK_1);
  app.app().run_for(100);
  const std::string rolling = app.drawn_text();
  CHECK(rolling.find(without_spaces("Ann бросает кубик…")) != std::string::npos);
  CHECK(rolling.find("кубики") == std::string::npos);
}

}  // namespace app::test
