#include "machikoro_options.hpp"

#include "machikoro/cards.hpp"
#include "machikoro_commands.hpp"

namespace mycity::cli {

MachikoroOptions::MachikoroOptions(CLI::App& app)
    : group_(app.add_subcommand("machikoro", "Machi Koro tools: replay a record, list choices")) {
  group_->require_subcommand(1);
  replay_ = group_->add_subcommand(
      "replay", "Validate a Machi Koro record (.mkrec.json) and print the cities and ranks");
  replay_->add_option("FILE", replay_file_, "The record")->required();
  legal_ = group_->add_subcommand(
      "legal", "Print the decision pending after a Machi Koro record and its legal choices");
  legal_->add_option("FILE", legal_file_, "The record (its last turn may be open)")->required();
}

int MachikoroOptions::run(const std::string& data_dir) const {
  const machikoro::CardSet cards = machikoro::load_cards(machikoro::default_cards_file(data_dir));
  if (replay_->parsed()) return run_machikoro_replay(cards, replay_file_);
  return run_machikoro_legal(cards, legal_file_);
}

}  // namespace mycity::cli
