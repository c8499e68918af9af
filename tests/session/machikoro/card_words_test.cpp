// Machi Koro's cards in the player's language (machikoro/session/card_words.hpp): the
// expected words are the rules' (design §5, the rulebook's K ids), written by hand.
#include <fstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "i18n/translate.hpp"
#include "machikoro/machikoro_support.hpp"
#include "machikoro/session/card_words.hpp"

using namespace machikoro;
using namespace machikoro::test;
using machikoro::session::card_name;
using machikoro::session::card_text;
using machikoro::session::colour_word;
using machikoro::session::roll_text;

namespace {

struct EnglishAfter {
  ~EnglishAfter() { i18n::set_language("en", MYCITY_BUILT_LOCALE_DIR); }
};

std::string text(const std::string& id, Edition edition = Edition::Plus) {
  return card_text(cards(), card(id), edition);
}

std::vector<std::string> catalog_languages() {
  std::ifstream in(std::string(MYCITY_PO_DIR) + "/LINGUAS");
  std::vector<std::string> codes;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line.front() != '#') codes.push_back(line);
  return codes;
}

std::vector<CardRef> every_card() {
  std::vector<CardRef> all;
  for (std::size_t i = 0; i < cards().establishments().size(); ++i)
    all.push_back(CardRef::establishment(static_cast<int>(i)));
  for (std::size_t i = 0; i < cards().landmarks().size(); ++i)
    all.push_back(CardRef::landmark_at(static_cast<int>(i)));
  return all;
}

}  // namespace

TEST_CASE("card words: blue, green and red cards say who rolls what and who pays",
          "[machikoro][session][words]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("en", MYCITY_BUILT_LOCALE_DIR));
  CHECK(card_name(cards(), card("wheat_field")) == "Wheat Field");
  CHECK(text("wheat_field") == "Anyone rolls 1: take 1 coin from the bank.");
  CHECK(text("bakery") == "You roll 2–3: take 1 coin from the bank.");
  CHECK(text("cafe") == "Another player rolls 3: take 1 coin from the player who rolled.");
  CHECK(text("mine") == "Anyone rolls 9: take 5 coins from the bank.");
  // K25: multipliers, by symbol and by card.
  CHECK(text("cheese_factory") ==
        "You roll 7: take 3 coins from the bank for each cow card you own.");
  CHECK(text("flower_shop") ==
        "You roll 6: take 1 coin from the bank for each Flower Orchard you own.");
  // K6's Harbor: the cards that need it say so; K26: the Tuna Boat's extra roll.
  CHECK(text("sushi_bar") ==
        "Another player rolls 1: take 3 coins from the player who rolled. "
        "Only if you have built the Harbor.");
  CHECK(text("tuna_boat") ==
        "Anyone rolls 12–14: the player who rolled rolls two dice once more; take their total in "
        "coins from the bank. Only if you have built the Harbor.");
}

TEST_CASE("card words: purple cards take from opponents (K12, K15)",
          "[machikoro][session][words]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("en", MYCITY_BUILT_LOCALE_DIR));
  CHECK(text("stadium") == "You roll 6: take 2 coins from each opponent.");
  CHECK(text("tv_station") == "You roll 6: take 5 coins from an opponent of your choice.");
  CHECK(text("publisher") ==
        "You roll 7: take 1 coin from each opponent for each cup or bread card they own.");
  CHECK(text("tax_office") ==
        "You roll 8–9: take half (rounded down) of the coins of each "
        "opponent who has 10 coins or more.");
  CHECK(text("business_center") ==
        "You roll 6: you may swap one of your establishments with one "
        "of an opponent's (not purple ones).");
}

TEST_CASE("card words: landmarks say what they do and what they cost",
          "[machikoro][session][words]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("en", MYCITY_BUILT_LOCALE_DIR));
  CHECK(card_name(cards(), card("train_station")) == "Train Station");
  CHECK(text("train_station") == "You may roll one or two dice. Costs 4 coins.");  // K4
  CHECK(text("shopping_mall") ==
        "Each of your cup and bread cards pays 1 coin more. "
        "Costs 10 coins.");  // K24
  CHECK(text("airport") ==
        "If you build nothing on your turn, take 10 coins from the bank. "
        "Costs 30 coins.");  // K29
  CHECK(text("city_hall") ==
        "If you have no coins before building, take 1 coin from the bank. "
        "Built from the start.");  // K27
  // K2: a card of the expansion, shown for a base game, says where it comes from.
  CHECK(text("harbor", Edition::Base) ==
        "If you roll 10 or more, you may add 2 to the roll. "
        "Costs 2 coins. A card of the Machi Koro Plus expansion.");
  CHECK(text("wheat_field", Edition::Base) == "Anyone rolls 1: take 1 coin from the bank.");
}

TEST_CASE("card words: colours, rolls, and cards not in the set", "[machikoro][session][words]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("en", MYCITY_BUILT_LOCALE_DIR));
  CHECK(colour_word(Colour::Blue) == "Primary Industry");
  CHECK(colour_word(Colour::Green) == "Secondary Industry");
  CHECK(colour_word(Colour::Red) == "Restaurants");
  CHECK(colour_word(Colour::Purple) == "Major Establishments");
  CHECK(roll_text(cards().establishment(establishment("wheat_field"))) == "1");
  CHECK(roll_text(cards().establishment(establishment("bakery"))) == "2–3");
  CHECK(roll_text(cards().establishment(establishment("tuna_boat"))) == "12–14");
  for (const CardRef bad : {CardRef::establishment(-1), CardRef::establishment(25),
                            CardRef::landmark_at(7), CardRef{}}) {
    CHECK(card_name(cards(), bad).empty());
    CHECK(card_text(cards(), bad, Edition::Plus).empty());
  }
}

TEST_CASE("card words in Russian: the file's names and the rulebook's words",
          "[machikoro][session][words]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("ru", MYCITY_BUILT_LOCALE_DIR));
  CHECK(card_name(cards(), card("wheat_field")) == "Пшеничное поле");
  CHECK(card_name(cards(), card("train_station")) == "Вокзал");
  CHECK(colour_word(Colour::Blue) == "Сырьевые предприятия");
  CHECK(colour_word(Colour::Red) == "Заведения общепита");
  CHECK(text("cafe") == "Выпало «3» в ход соперника: возьмите 1 монету у активного игрока.");
  CHECK(text("mine") == "Выпало «9» в ход любого игрока: возьмите 5 монет из банка.");
  CHECK(text("furniture_factory") ==
        "Выпало «8» в ваш ход: возьмите 3 монеты из банка за каждое "
        "своё предприятие с символом «шестерёнка».");
}

TEST_CASE("card words: every card has a name and a whole text in every language",
          "[machikoro][session][words]") {
  EnglishAfter english;
  std::vector<std::string> languages = catalog_languages();
  REQUIRE(languages.size() >= 5);
  languages.insert(languages.begin(), "en");
  for (const std::string& language : languages) {
    REQUIRE(i18n::set_language(language, MYCITY_BUILT_LOCALE_DIR));
    for (const CardRef ref : every_card()) {
      for (const Edition edition : {Edition::Base, Edition::Plus}) {
        INFO(language << ": " << cards().id(ref));
        const std::string name = card_name(cards(), ref);
        const std::string words = card_text(cards(), ref, edition);
        CHECK_FALSE(name.empty());
        CHECK_FALSE(words.empty());
        CHECK(words.find('{') == std::string::npos);
      }
    }
    for (const Colour colour : {Colour::Blue, Colour::Green, Colour::Red, Colour::Purple})
      CHECK_FALSE(colour_word(colour).empty());
  }
}
