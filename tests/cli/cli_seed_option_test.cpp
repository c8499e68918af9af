// `--seed` of every mycity-cli subcommand that takes one: a whole number from 0 to 2^64 - 1
// (docs/formats.md). Anything else is a usage error, never wrapped or clamped into range.
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using mycity::test::record_path;
using mycity::test::run_cli;
using nlohmann::json;

namespace {

const std::string kMaxSeed = "18446744073709551615";

// Each subcommand with a --seed, the seed's value left to the caller.
const std::vector<std::vector<std::string>> kSeeded = {
    {"simulate", "--mode", "eternity", "--players", "2", "--games", "1", "--seed"},
    {"campaign", "simulate", "--players", "2", "--stop-at", "1", "--seed"},
    {"analyse", record_path("analyse-three-players.mcrec.json"), "--json", "--seed"},
};

mycity::test::CliRun run_with_seed(std::vector<std::string> args, const std::string& seed) {
  args.push_back(seed);
  return run_cli(args);
}

}  // namespace

TEST_CASE("CLI --seed: a seed out of 0 to 2^64 - 1 is a usage error, not wrapped or clamped",
          "[cli][seed-option-range]") {
  for (const auto& args : kSeeded) {
    for (const std::string seed :
         {"-1", "18446744073709551616", "99999999999999999999999", "7x", ""}) {
      INFO(args[0] << " " << args[1] << " --seed '" << seed << "'");
      const auto refused = run_with_seed(args, seed);
      CHECK(refused.exit_code == 2);
      CHECK(refused.out.empty());
      CHECK_THAT(refused.err, Catch::Contains("--seed") &&
                                  Catch::Contains("a seed is a whole number from 0 to " + kMaxSeed +
                                                  ", found \"" + seed + "\""));
    }
  }
}

TEST_CASE("CLI --seed: 0 and 2^64 - 1 are seeds, used as given", "[cli][seed-option-range]") {
  for (const auto& args : kSeeded) {
    for (const std::string& seed : {std::string("0"), kMaxSeed}) {
      INFO(args[0] << " " << args[1] << " --seed " << seed);
      const auto run = run_with_seed(args, seed);
      INFO(run.err);
      REQUIRE(run.exit_code == 0);
      CHECK(json::parse(run.out).at("seed") == std::stoull(seed));
    }
  }
}
