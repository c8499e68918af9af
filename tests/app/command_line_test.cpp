// The mycity command line: accepted values and clear refusals that name the option.
#include <catch2/catch.hpp>

#include "platform/command_line.hpp"

namespace app::test {

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

TEST_CASE("the option --ui-scale takes a percentage, and --help lists it and both games' keys",
          "[app][command-line]") {
  // Issue 50: --help listed only My City's keys and no way to the UI scale.
  const std::optional<float> scale = parse_command_line({"--ui-scale", "150"}).options.ui_scale;
  REQUIRE(scale);
  CHECK(*scale == Approx(1.5f));
  CHECK(parse_command_line({"--ui-scale", "20"}).error ==
        "--ui-scale: \"20\" is not a percentage from 75 to 250");
  CHECK(parse_command_line({"--ui-scale"}).error == "--ui-scale needs a percentage such as 150");
  const std::string help = usage_text();
  CHECK(help.find("--ui-scale PERCENT") != std::string::npos);
  CHECK(help.find("My City: arrows") != std::string::npos);
  CHECK(help.find("Machi Koro: Space rolls") != std::string::npos);
}

TEST_CASE("an unknown option is refused by name", "[app][command-line]") {
  CHECK(parse_command_line({"--bench-frames", "300"}).error ==
        "unknown argument \"--bench-frames\"");
}

}  // namespace app::test
