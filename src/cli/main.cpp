// mycity-cli: the headless tool of formats.md. Exit 0 success, 1 invalid input, 2 usage.
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.hpp"
#include "data_dir.hpp"
#include "mycity/error.hpp"

int main(int argc, char** argv) {
  using namespace mycity::cli;
  CLI::App app{"My City command-line tool: replay, check and simulate games.", "mycity-cli"};
  app.set_version_flag("--version", std::string("mycity-cli ") + MYCITY_VERSION);
  app.require_subcommand(1);
  std::string data_dir;
  app.add_option("--data", data_dir,
                 "Folder with the game content (default: the built-in campaigns/)");

  std::string replay_file;
  auto* replay = app.add_subcommand("replay", "Validate and score a game record (.mcrec.json)");
  replay->add_option("FILE", replay_file, "The record")->required();

  LegalOptions legal;
  auto* legal_cmd = app.add_subcommand("legal", "List every legal placement of a building");
  legal_cmd->add_option("--mode", legal.mode, "Game mode, e.g. eternity")->required();
  legal_cmd->add_option("--piece", legal.piece, "Building id, e.g. R-T4")->required();
  legal_cmd->add_option("--record", legal.record, "Play this record's moves first");
  legal_cmd->add_option("--player", legal.player, "Seat, from 0 (default 0)");

  SimulateOptions simulate;
  auto* simulate_cmd = app.add_subcommand("simulate", "Play games with computer players");
  simulate_cmd->add_option("--mode", simulate.mode, "Game mode, e.g. eternity")->required();
  simulate_cmd->add_option("--players", simulate.players, "Players per game")
      ->required()
      ->check(CLI::Range(1, 8));
  simulate_cmd->add_option("--games", simulate.games, "Number of games")
      ->required()
      ->check(CLI::Range(1, 10000000));
  simulate_cmd->add_option("--seed", simulate.seed, "Seed of the series")->required();
  simulate_cmd->add_option("--bot", simulate.bot, "Computer player: greedy (default) or random");
  simulate_cmd->add_option("--records", simulate.records_dir,
                           "Write each game's record into this folder");

  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;
  }

  try {
    const mycity::Catalogue catalogue = mycity::load_catalogue(resolve_data_dir(data_dir));
    if (*replay) return run_replay(catalogue, replay_file);
    if (*legal_cmd) return run_legal(catalogue, legal);
    return run_simulate(catalogue, simulate);
  } catch (const mycity::Error& e) {
    std::cerr << "mycity-cli: " << e.what() << '\n';
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "mycity-cli: " << e.what() << '\n';
    return 1;
  }
}
