// The mycity command line: accepted values and clear refusals that name the option.
#include <catch2/catch.hpp>

#include "platform/command_line.hpp"

namespace mycity::app::test {

TEST_CASE("the option --autoplay takes a number of actions", "[app][command-line]") {
  const ParsedCommandLine parsed =
      parse_command_line({"--new-game", "Ann:fox,Ben:owl", "--autoplay", "12"});
  CHECK(parsed.error.empty());
  CHECK(parsed.options.autoplay == 12);
  CHECK(parse_command_line({}).options.autoplay == 0);
}

TEST_CASE("the option --autoplay refuses what is not a number of actions, naming it",
          "[app][command-line]") {
  for (const char* bad : {"-5", "12x", "", "99999999999"}) {
    const ParsedCommandLine parsed =
        parse_command_line({"--new-game", "Ann:fox,Ben:owl", "--autoplay", bad});
    INFO(bad);
    CHECK(parsed.error.find("--autoplay: \"" + std::string(bad) + "\"") != std::string::npos);
  }
  CHECK(parse_command_line({"--autoplay"}).error == "--autoplay needs a number of actions");
}

TEST_CASE("the option --language takes a language code or pseudo, and names a wrong one",
          "[app][command-line][language]") {
  CHECK(parse_command_line({"--language", "ru"}).options.language == "ru");
  CHECK(parse_command_line({"--language", "pseudo"}).options.language == "pseudo");
  CHECK_FALSE(parse_command_line({}).options.language);
  CHECK(
      parse_command_line({"--language", "xx"}).error.find("--language: unknown language \"xx\"") ==
      0);
  CHECK(parse_command_line({"--language"}).error == "--language needs a language code such as ru");
}

TEST_CASE("an unknown option is refused by name", "[app][command-line]") {
  CHECK(parse_command_line({"--bench-frames", "300"}).error ==
        "unknown argument \"--bench-frames\"");
}

}  // namespace mycity::app::test
