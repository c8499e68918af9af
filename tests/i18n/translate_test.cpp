#include "i18n/translate.hpp"
#include "i18n/grouped.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>

#include "scoped_env.hpp"

using namespace i18n;

namespace {

// Restores English whatever a test chose, so the other tests see the msgids.
struct EnglishAfter {
  ~EnglishAfter() { set_language("en", MYCITY_TEST_LOCALE_DIR); }
};

using mycity::test::ScopedEnv;

}  // namespace

TEST_CASE("A catalog translates texts, plurals and texts in a context", "[i18n]") {
  EnglishAfter english;
  REQUIRE(set_language("ru", MYCITY_TEST_LOCALE_DIR));
  CHECK(current_language() == "ru");
  CHECK(tr("Pass") == "Пас");
  CHECK(tr("Not in the catalog") == "Not in the catalog");
  CHECK(format(tr("{1}'s turn"), "Ann") == "Ходит Ann");
  CHECK(format(trn("{1} card", "{1} cards", 1), 1) == "1 карта");
  CHECK(format(trn("{1} card", "{1} cards", 3), 3) == "3 карты");
  CHECK(format(trn("{1} card", "{1} cards", 11), 11) == "11 карт");
  CHECK(format(trn("{1} card", "{1} cards", 21), 21) == "21 карта");
  CHECK(trc("menu", "Play") == "Играть");
  CHECK(trc("verb", "Play") == "Play");
}

TEST_CASE("English shows the texts as written, also after another language", "[i18n]") {
  EnglishAfter english;
  REQUIRE(set_language("ru", MYCITY_TEST_LOCALE_DIR));
  REQUIRE(set_language("en", MYCITY_TEST_LOCALE_DIR));
  CHECK(tr("Pass") == "Pass");
  CHECK(trn("{1} card", "{1} cards", 2) == "{1} cards");
  CHECK_FALSE(set_language("tlh", MYCITY_TEST_LOCALE_DIR));
  CHECK(current_language() == "en");
  CHECK_FALSE(set_language("hu", MYCITY_TEST_LOCALE_DIR));  // offered, but no catalog there
  CHECK(current_language() == "en");
  CHECK(tr("Pass") == "Pass");
}

TEST_CASE("The pseudo-language is 40 % longer, accented, and keeps placeholders", "[i18n]") {
  EnglishAfter english;
  REQUIRE(set_language(kPseudoLanguage, MYCITY_TEST_LOCALE_DIR));
  const std::string text = tr("Pass the seat to {1}##handoff");
  CHECK(text.find("{1}") != std::string::npos);
  CHECK(text.substr(text.size() - 9) == "##handoff");
  CHECK(text.find("Páš") != std::string::npos);
  // "Pass the seat to {1}": 16 characters besides spaces, 8 of them accented (one byte more
  // each), then a space and ceil(16 * 0.4) = 7 two-byte letters.
  CHECK(text.size() == std::string("Pass the seat to {1}##handoff").size() + 8 + 1 + 7 * 2);
}

TEST_CASE("The environment names the language: LANGUAGE first, then LC_ALL, LC_MESSAGES, LANG",
          "[i18n]") {
  ScopedEnv language("LANGUAGE", nullptr), all("LC_ALL", nullptr), messages("LC_MESSAGES", nullptr),
      lang("LANG", nullptr);
  CHECK(language_from_environment() == "en");
  mycity::test::set_env("LANG", "hu_HU.UTF-8");
  CHECK(language_from_environment() == "hu");
  mycity::test::set_env("LC_MESSAGES", "fr_CA.UTF-8");
  CHECK(language_from_environment() == "fr");
  mycity::test::set_env("LC_ALL", "C.UTF-8");
  CHECK(language_from_environment() == "en");
  mycity::test::set_env("LANGUAGE", "pt_BR:de");
  CHECK(language_from_environment() == "de");
  mycity::test::set_env("LANGUAGE", "tlh");
  mycity::test::set_env("LC_ALL", "sv_SE.UTF-8");
  CHECK(language_from_environment() == "en");
}

TEST_CASE("A count is written with the language's thousands separator", "[i18n]") {
  EnglishAfter english;
  REQUIRE(set_language("en", MYCITY_TEST_LOCALE_DIR));
  CHECK(grouped(0) == "0");
  CHECK(grouped(999) == "999");
  CHECK(grouped(1200) == "1,200");
  CHECK(grouped(10000) == "10,000");
  CHECK(grouped(1234567) == "1,234,567");
}

TEST_CASE("A decimal is written with the language's decimal sign", "[i18n]") {
  EnglishAfter english;
  REQUIRE(set_language("en", MYCITY_TEST_LOCALE_DIR));
  CHECK(decimal(1.44) == "1.4");
  CHECK(decimal(0.86111, 2) == "0.86");
  CHECK(decimal(-1.26) ==
        "\xE2\x88\x92"
        "1.3");
  CHECK(decimal(-0.04) == "0.0");  // no minus before a rounded 0
  CHECK(decimal(3, 0) == "3");
}
