#include "machikoro_options.hpp"

#include "machikoro/bots.hpp"
#include "machikoro/cards.hpp"
#include "machikoro/setup.hpp"
#include "machikoro_commands.hpp"
#include "seed_option.hpp"

namespace cli {

MachikoroOptions::MachikoroOptions(CLI::App& app)
    : group_(app.add_subcommand(
          "machikoro", "Machi Koro tools: replay a record, list choices, simulate games")) {
  group_->require_subcommand(1);
  replay_ = group_->add_subcommand(
      "replay", "Validate a Machi Koro record (.mkrec.json) and print the cities and ranks");
  replay_->add_option("FILE", replay_file_, "The record")->required();
  legal_ = group_->add_subcommand(
      "legal", "Print the decision pending after a Machi Koro record and its legal choices");
  legal_->add_option("FILE", legal_file_, "The record (its last turn may be open)")->required();
  add_simulate_options();
}

void MachikoroOptions::add_simulate_options() {
  MachikoroSimulateOptions& o = simulate_options_;
  simulate_ = group_->add_subcommand("simulate", "Play Machi Koro games with computer players");
  simulate_->add_option("--players", o.players, "Players per game (2-5)")->check(CLI::Range(2, 5));
  simulate_->add_option("--games", o.games, "Number of games")
      ->required()
      ->check(CLI::Range(1, 10000000));
  simulate_->add_option("--seed", o.seed, "Seed of the series")->required()->check(kSeed);
  std::vector<std::string> bots;
  for (const std::string_view name : machikoro::bot_names()) bots.emplace_back(name);
  simulate_
      ->add_option("--bots", o.bots,
                   "One computer player per seat, e.g. hard,medium,medium,medium (default: "
                   "medium at every seat)")
      ->delimiter(',')
      ->check(CLI::IsMember(bots));
  simulate_->add_option("--game", o.game, "base (default) or plus")
      ->check(CLI::IsMember({"base", "plus"}));
  const std::vector<std::string> supplies(machikoro::supply_names().begin(),
                                          machikoro::supply_names().end());
  simulate_->add_option("--supply", o.supply, "all (default), ten or 552 (5-5-2)")
      ->check(CLI::IsMember(supplies));
  simulate_->add_flag("--rotate-seats", o.rotate_seats,
                      "Rotate the computer players one seat further each game");
  simulate_->add_option("--records", o.records_dir,
                        "Write each game's record (.mkrec.json) into this folder");
  simulate_->callback([&o] {
    std::string error;
    machikoro_seat_bots(o, error);
    if (!error.empty()) throw CLI::ValidationError("machikoro simulate", error);
  });
}

int MachikoroOptions::run(const std::string& data_dir) const {
  if (simulate_->parsed()) return run_machikoro_simulate(data_dir, simulate_options_);
  const machikoro::CardSet cards = machikoro::load_cards(machikoro::default_cards_file(data_dir));
  if (replay_->parsed()) return run_machikoro_replay(cards, replay_file_);
  return run_machikoro_legal(cards, legal_file_);
}

}  // namespace cli
