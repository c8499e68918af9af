// The `machikoro` subcommand group of mycity-cli: its options (CLI11) and the dispatch to
// machikoro_commands.hpp. main.cpp makes one, and runs it when the group was chosen.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "machikoro_simulate_command.hpp"

namespace cli {

class MachikoroOptions {
 public:
  // Adds `machikoro replay FILE`, `machikoro legal FILE` and `machikoro simulate` to `app`.
  explicit MachikoroOptions(CLI::App& app);
  bool chosen() const { return group_->parsed(); }
  // Runs the chosen command with the cards under `data_dir`; throws base::Error.
  int run(const std::string& data_dir) const;

 private:
  void add_simulate_options();

  CLI::App* group_;
  CLI::App* replay_;
  CLI::App* legal_;
  CLI::App* simulate_;
  std::string replay_file_;
  std::string legal_file_;
  MachikoroSimulateOptions simulate_options_;
};

}  // namespace cli
