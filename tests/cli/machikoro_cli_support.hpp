// Helpers of the `mycity-cli machikoro` tests: records as files, a whole game played and
// recorded, the CLI's JSON read back.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/utf8_path.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/record.hpp"
#include "run_cli.hpp"

namespace mycity::test {

inline const machikoro::CardSet& machikoro_cards() {
  static const machikoro::CardSet cards =
      machikoro::load_cards(machikoro::default_cards_file(MYCITY_DEFAULT_DATA_DIR));
  return cards;
}

// The record as a file of its own.
inline std::string record_file(const nlohmann::json& record) {
  static int counter = 0;
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() / ("mycity-machikoro-" + std::to_string(::getpid()) +
                                                "-" + std::to_string(counter++) + ".mkrec.json");
  std::ofstream(file) << record.dump();
  return base::utf8_string(file);
}

// A whole game with `bot` at every seat, the dice and its choices from one Rng, recorded.
inline machikoro::Game play_recorded(const machikoro::Setup& setup, std::string_view bot_name,
                                     std::uint64_t seed, machikoro::Recorder& recorder) {
  machikoro::Game game(machikoro_cards(), setup);
  const auto bot = machikoro::make_bot(bot_name);
  base::Rng rng(seed);
  while (!game.over()) {
    const auto choice =
        game.pending().chance() ? machikoro::roll_dice(game, rng) : bot->choose(game, rng);
    recorder.add(game, choice);
    REQUIRE_FALSE(game.apply(choice));
  }
  return game;
}

inline nlohmann::json run_json(const std::vector<std::string>& args) {
  const auto run = run_cli(args);
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  return nlohmann::json::parse(run.out);
}

}  // namespace mycity::test
