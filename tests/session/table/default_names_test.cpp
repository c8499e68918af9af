// Issue 28, item 3: the names the game gives are kept in one form and shown in the language
// chosen now; names a person typed are never changed.
#include <catch2/catch.hpp>

#include "i18n/translate.hpp"
#include "table/default_names.hpp"

namespace table {
namespace {

struct EnglishAfter {
  ~EnglishAfter() { i18n::set_language("en", MYCITY_TEST_LOCALE_DIR); }
};

}  // namespace

TEST_CASE("default names are stored in one form whatever the language", "[session][names]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("ru", MYCITY_TEST_LOCALE_DIR));
  CHECK(default_player_name(1) == "Player 2");
  CHECK(default_city_name(0) == "City 1");
  CHECK(default_computer_name("hard") == "Computer (hard)");
  CHECK(default_computer_name("ranch_cheese").empty());
}

TEST_CASE("default names are shown in the current language", "[session][names]") {
  EnglishAfter english;
  CHECK(shown_name("Player 2") == "Player 2");
  REQUIRE(i18n::set_language("ru", MYCITY_TEST_LOCALE_DIR));
  CHECK(shown_name("Player 2") == "Игрок 2");
  CHECK(shown_name("Player 12") == "Игрок 12");
  CHECK(shown_name("City 3") == "Город 3");
  CHECK(shown_name("Computer (hard)") == "Компьютер (сложный)");
  REQUIRE(i18n::set_language("en", MYCITY_TEST_LOCALE_DIR));
  CHECK(shown_name("Computer (hard)") == "Computer (hard)");
}

TEST_CASE("typed names stay as typed", "[session][names]") {
  EnglishAfter english;
  REQUIRE(i18n::set_language("ru", MYCITY_TEST_LOCALE_DIR));
  for (const char* typed : {"Ann", "Player", "Player ", "Player 0", "Player 02", "Player 2x",
                            "Player -1", "player 2", "Computer (hard", "Игрок 2", ""}) {
    INFO(typed);
    CHECK(shown_name(typed) == typed);
    CHECK_FALSE(is_default_name(typed));
  }
  CHECK(is_default_name("Player 2"));
  CHECK(is_default_name("City 4"));
  CHECK(is_default_name("Computer (easy)"));
}

TEST_CASE("a game's own computer names are default names only for that game", "[session][names]") {
  EnglishAfter english;
  static constexpr const char* kOwn[] = {"Pass"};  // a word of the test catalog
  REQUIRE(i18n::set_language("ru", MYCITY_TEST_LOCALE_DIR));
  CHECK(is_default_computer_name("Pass", kOwn));
  CHECK(shown_name("Pass", kOwn) == "Пас");
  CHECK(shown_name("Computer (hard)", kOwn) == "Компьютер (сложный)");
  CHECK_FALSE(is_default_name("Pass"));
  CHECK(shown_name("Pass") == "Pass");
}

TEST_CASE("a typed name loses its blanks, a blank field takes the default", "[session][names]") {
  CHECK(typed_or("  Ann Lee \t", "Player 1") == "Ann Lee");
  CHECK(typed_or(" \t ", "Player 1") == "Player 1");
  CHECK(typed_or("", "Player 2") == "Player 2");
}

}  // namespace table
