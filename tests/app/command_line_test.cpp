// --bench-frames on the mycity command line: accepted values and clear refusals.
#include <catch2/catch.hpp>

#include "command_line.hpp"

namespace mycity::app::test {

TEST_CASE("the option --bench-frames takes a number of frames", "[app][command-line]") {
  const ParsedCommandLine parsed = parse_command_line({"--bench-frames", "300"});
  CHECK(parsed.error.empty());
  CHECK(parsed.options.bench_frames == 300);
  CHECK(parse_command_line({}).options.bench_frames == 0);
}

TEST_CASE("the option --bench-frames refuses what is not a number of frames, naming it",
          "[app][command-line]") {
  for (const char* bad : {"0", "-5", "12x", "", "2000000", "99999999999"}) {
    const ParsedCommandLine parsed = parse_command_line({"--bench-frames", bad});
    INFO(bad);
    CHECK(parsed.error.find("--bench-frames: \"" + std::string(bad) + "\"") != std::string::npos);
  }
  CHECK(parse_command_line({"--bench-frames"}).error == "--bench-frames needs a number of frames");
}

}  // namespace mycity::app::test
