// mycity-cli: the headless tool of formats.md. Exit 0 success, 1 invalid input, 2 usage.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <iostream>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "commands.hpp"
#include "data_dir.hpp"
#include "machikoro_options.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_content.hpp"
#include "mycity/house_rules.hpp"
#include "seed_option.hpp"

int main(int argc, char** argv) {
  using namespace cli;
  std::vector<std::string> bots;
  for (std::string_view name : mycity::bot_names()) bots.emplace_back(name);
  CLI::App app{"My City command-line tool: replay, check and simulate games and campaigns.",
               "mycity-cli"};
  app.allow_windows_style_options(false);  // "/work/game.json" is a file on Windows too
  app.set_version_flag("--version", std::string("mycity-cli ") + MYCITY_VERSION);
  app.require_subcommand(1);
  std::string data_dir;
  app.add_option("--data", data_dir,
                 "Folder with the game content (default: the game's own campaigns/)");

  std::string replay_file;
  auto* replay = app.add_subcommand(
      "replay", "Validate and score a game record (.mcrec.json), Eternity or a legacy episode");
  replay->add_option("FILE", replay_file, "The record")->required();
  bool replay_partial = false;
  replay->add_flag("--partial", replay_partial,
                   "Score a game still in progress (the app's autosave) as it stands");

  std::string analyse_file;
  std::uint64_t analyse_seed = 1;
  bool analyse_json = false;
  auto* analyse = app.add_subcommand(
      "analyse",
      "Look back at a finished game record: each player's best score with hindsight and the "
      "actions that cost the most against the hard computer player's choice");
  analyse->add_option("FILE", analyse_file, "The record")->required();
  analyse->add_option("--seed", analyse_seed, "Seed of the search and the estimates (default 1)")
      ->check(kSeed);
  analyse->add_flag("--json", analyse_json, "Print one JSON document instead of text");

  LegalOptions legal;
  auto* legal_cmd = app.add_subcommand("legal", "List every legal placement of a building");
  legal_cmd->add_option("--mode", legal.mode, "Game mode, e.g. eternity")->required();
  legal_cmd->add_option("--piece", legal.piece, "Building id, e.g. R-T4")->required();
  legal_cmd->add_option("--record", legal.record, "Play this record's moves first");
  legal_cmd->add_option("--player", legal.player, "Seat, from 0 (default 0)");
  legal_cmd->add_option("--house-rule", legal.house_rules, "Play with this house rule (mirror)")
      ->check(CLI::IsMember(mycity::all_house_rule_ids()))
      ->excludes("--record");

  SimulateOptions simulate;
  auto* simulate_cmd = app.add_subcommand("simulate", "Play games with computer players");
  simulate_cmd
      ->add_option("--mode", simulate.mode,
                   "Game mode, e.g. eternity, or a legacy episode, e.g. legacy-22")
      ->required();
  auto* players_opt = simulate_cmd->add_option("--players", simulate.players, "Players per game")
                          ->check(CLI::Range(1, 8));
  simulate_cmd->add_option("--games", simulate.games, "Number of games")
      ->required()
      ->check(CLI::Range(1, 10000000));
  simulate_cmd->add_option("--seed", simulate.seed, "Seed of the series")->required()->check(kSeed);
  auto* bot_opt =
      simulate_cmd
          ->add_option("--bot", simulate.bot,
                       "Computer player at every seat: easy, medium (= greedy), hard, random")
          ->check(CLI::IsMember(bots));
  simulate_cmd
      ->add_option("--bots", simulate.bots,
                   "One computer player per seat, e.g. hard,greedy,greedy,greedy")
      ->delimiter(',')
      ->check(CLI::IsMember(bots))
      ->excludes(bot_opt);
  simulate_cmd->add_flag("--rotate-seats", simulate.rotate_seats,
                         "Rotate the computer players one seat further each game");
  simulate_cmd->add_option("--records", simulate.records_dir,
                           "Write each game's record into this folder");
  simulate_cmd
      ->add_option("--house-rule", simulate.house_rules, "Play with this house rule (mirror)")
      ->check(CLI::IsMember(mycity::all_house_rule_ids()));
  auto* board_seed_opt =
      simulate_cmd
          ->add_option("--board-seed", simulate.board_seed,
                       "Play every game on the new board made from this seed (not the printed "
                       "one)")
          ->check(kSeed);
  simulate_cmd
      ->add_option("--new-boards", simulate.new_boards,
                   "Play on a new board every N games, each made from a seed of the series")
      ->check(CLI::Range(1, 10000000))
      ->excludes(board_seed_opt);

  std::string save_file;
  auto* check_save = app.add_subcommand("check-save", "Validate a campaign save and summarise it");
  check_save->add_option("FILE", save_file, "The save (.json)")->required();

  auto* campaign_cmd = app.add_subcommand("campaign", "Legacy campaign tools");
  campaign_cmd->require_subcommand(1);
  CampaignSimulateOptions campaign_simulate;
  auto* campaign_simulate_cmd = campaign_cmd->add_subcommand(
      "simulate", "Play all episodes of the legacy campaign with computer players");
  campaign_simulate_cmd->add_option("--players", campaign_simulate.players, "Cities (2-4)")
      ->required()
      ->check(CLI::Range(1, 8));
  campaign_simulate_cmd->add_option("--seed", campaign_simulate.seed, "Seed of the campaign")
      ->required()
      ->check(kSeed);
  campaign_simulate_cmd
      ->add_option("--bot", campaign_simulate.bot,
                   "Computer player: easy, medium (= greedy, the default), hard or random")
      ->check(CLI::IsMember(bots));
  campaign_simulate_cmd
      ->add_option("--stop-at", campaign_simulate.stop_at,
                   "Stop as this episode begins (before its envelope, stickers or first card), "
                   "so the save goes on from there in the game")
      ->check(CLI::Range(1, 1000));
  campaign_simulate_cmd->add_option(
      "--save", campaign_simulate.save,
      "Write the finished campaign as a save the game can load (never overwrites a file)");

  const MachikoroOptions machikoro(app);

  try {
    std::vector<std::string> arguments = base::utf8_arguments(argc, argv);
    if (!arguments.empty()) arguments.erase(arguments.begin());  // the program's name
    std::reverse(arguments.begin(), arguments.end());            // CLI11 takes them last first
    app.parse(arguments);
    simulate.players_given = players_opt->count() > 0;
    if (*simulate_cmd && !simulate.players_given && simulate.bots.empty()) {
      throw CLI::RequiredError("simulate: --players (or --bots)");
    }
  } catch (const CLI::Success& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;
  }

  try {
    const std::string data = resolve_data_dir(data_dir);
    if (machikoro.chosen()) return machikoro.run(data);
    const mycity::Catalogue catalogue = mycity::load_catalogue(base::utf8_path(data));
    const auto campaign_file = mycity::default_campaign_file(base::utf8_path(data));
    if (*replay) return run_replay(catalogue, replay_file, campaign_file, replay_partial);
    if (*analyse)
      return run_analyse(catalogue, analyse_file, campaign_file, analyse_seed, analyse_json);
    if (*legal_cmd) return run_legal(catalogue, legal, campaign_file);
    if (*simulate_cmd) return run_simulate(catalogue, simulate, campaign_file);
    const mycity::CampaignDef campaign = mycity::load_campaign(campaign_file, catalogue);
    if (*check_save) return run_check_save(catalogue, campaign, save_file);
    return run_campaign_simulate(catalogue, campaign, campaign_simulate);
  } catch (const base::Error& e) {
    std::cerr << "mycity-cli: " << e.what() << '\n';
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "mycity-cli: " << base::printable(e.what()) << '\n';
    return 1;
  }
}
