// The hint in words (machikoro/session/hint_words.hpp): each reason's line with its numbers,
// in English and Russian, from hints written by hand.
#include <catch2/catch.hpp>

#include "i18n/translate.hpp"
#include "machikoro/machikoro_support.hpp"
#include "machikoro/session/hint_words.hpp"

using namespace machikoro;
using namespace machikoro::test;
using machikoro::session::hint_words;

namespace {

struct EnglishAfter {
  ~EnglishAfter() { i18n::set_language("en", MYCITY_BUILT_LOCALE_DIR); }
};

const Game& table() {
  static const Game game = Game::at_position(
      cards(), setup({"Ann", "Ben", "Cy"}),
      {city("Ann", 1, starting({{"ranch", 2}, {"cheese_factory", 1}}), {"train_station"}),
       city("Ben", 7, starting()), city("Cy", 3, starting())},
      0);
  return game;
}

std::string words(const Action& choice, const HintReason& reason) {
  return hint_words(table(), Hint{.choice = choice, .reason = reason});
}

// hint_test.cpp's third Ranch beside a Cheese Factory.
BuildForIncome third_ranch() {
  return {.card = establishment("ranch"),
          .per_round = 31.0 / 36,
          .partner = {.card = establishment("cheese_factory"), .copies = 1},
          .number = {.card = establishment("cheese_factory"),
                     .low = 7,
                     .high = 7,
                     .dice = 2,
                     .chance = 1.0 / 6}};
}

}  // namespace

TEST_CASE("hint words: each reason names the choice and its numbers", "[machikoro][hint]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("en", MYCITY_BUILT_LOCALE_DIR));
  CHECK(words(build("ranch"), third_ranch()) ==
        "Ranch: about +0.9 coins a round, with your Cheese Factory (a roll of 7 comes 1 time in "
        "6 on two dice).");
  BuildForIncome bakery{
      .card = establishment("bakery"),
      .per_round = 0.33,
      .number = {
          .card = establishment("bakery"), .low = 2, .high = 3, .dice = 1, .chance = 1.0 / 3}};
  CHECK(words(build("bakery"), bakery) ==
        "Bakery: about +0.3 coins a round (a roll of 2\xE2\x80\x93"
        "3 comes 1 time in 3 on one die).");
  bakery.partner = {.card = establishment("ranch"), .copies = 2};
  bakery.number.chance = 0;
  bakery.number.dice = 2;
  CHECK(words(build("bakery"), bakery)
            .find(", with your Ranch \xC3\x97"
                  "2 (2\xE2\x80\x93"
                  "3 never comes") != std::string::npos);
  CHECK(words(Action::dice_count(2), DiceForIncome{2, 5.0 / 6, 41.0 / 36}) ==
        "Two dice: your cards pay 1.1 a roll on two dice, 0.8 on one.");
  CHECK(words(Action::dice_count(1), DiceForIncome{1, 0.5, 0.1}) ==
        "One die: your cards pay 0.5 a roll on one die, 0.1 on two.");
  CHECK(words(Action::reroll(), RerollForIncome{true, 4, -1, 1.25}) ==
        "Roll again: this 4 pays \xE2\x88\x92"
        "1.0, a new roll about 1.2.");
  CHECK(words(Action::add_two(), HarborForIncome{true, 10, 0, 3}) ==
        "Add 2 for 12: it pays 3.0, 0.0 as rolled.");
  CHECK(words(Action::target(1), RichestTarget{1, 7, 0}) ==
        "Take from Ben: the richest opponent, with 7 coins.");
  const Action swap = Action::swap(establishment("wheat_field"), 2, establishment("bakery"));
  CHECK(words(swap, SwapForIncome{swap, 0.4, 0.1}) ==
        "Swap your Wheat Field for the Bakery of Cy: +0.4 coins a round for you, +0.1 for them.");
  CHECK(words(Action::decline_swap(), SwapForIncome{swap, 0.1, 0.4}) ==
        "Keep your cards: the best swap adds +0.1 coins a round for you and +0.4 for Cy.");
  CHECK(words(Action::build(card("shopping_mall")),
              BuildLandmark{landmark("shopping_mall"), 1.24, {}, 2}) ==
        "Shopping Mall: about +1.2 coins a round; 2 landmarks left after it.");
  CHECK(words(Action::build(card("train_station")),
              BuildLandmark{landmark("train_station"), 0, {}, 1}) ==
        "Train Station: a step toward the win; 1 landmark left after it.");
  CHECK(
      words(Action::build(card("radio_tower")), BuildLandmark{landmark("radio_tower"), 2, {}, 0}) ==
      "Radio Tower: your last landmark; it wins the game.");
  CHECK(words(Action::build_nothing(), SaveFor{landmark("shopping_mall"), 10, 8.0 / 6, 8}) ==
        "Build nothing; save for Shopping Mall: 10 coins short, 8 turns at your income of 1.3 a "
        "round.");
  CHECK(words(Action::build_nothing(), SaveFor{}) ==
        "Build nothing: no build is worth its coins now.");
  CHECK(words(Action::build_nothing(), AirportPays{10}) ==
        "Build nothing: the Airport pays 10 coins.");
}

TEST_CASE("hint words: looking ahead that overrules the estimate says so", "[machikoro][hint]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("en", MYCITY_BUILT_LOCALE_DIR));
  const Hint hint{
      .choice = build("ranch"),
      .reason = third_ranch(),
      .foresight = Foresight{
          .futures = 24, .chance = 0.614, .first = build("bakery"), .first_chance = 0.55}};
  CHECK(hint_words(table(), hint)
            .ends_with(" Looked ahead 24 times: 61 % to win, 55 % with Bakery."));
}

TEST_CASE("hint words in Russian: the cards' own names and a decimal comma", "[machikoro][hint]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("ru", MYCITY_BUILT_LOCALE_DIR));
  const std::string line = words(build("ranch"), third_ranch());
  CHECK(line ==
        "«Ферма»: около +0,9 монеты за раунд вместе с картой «Сыроварня» («7» выпадает 1 раз "
        "из 6 на двух кубиках).");
  CHECK(words(Action::dice_count(2), DiceForIncome{2, 5.0 / 6, 41.0 / 36}) ==
        "Два кубика: ваши карты приносят 1,1 за бросок двух кубиков, 0,8 — одного.");
}
