// machikoro-tune: fits the hard player's build biases (src/machikoro/bots/fitted_bias.cpp)
// by SPSA (simultaneous perturbation): each step plays the same games with every number
// nudged up and down at once and moves the numbers towards the side that won more.
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "base/error.hpp"
#include "base/random.hpp"
#include "bias_params.hpp"
#include "headroom.hpp"
#include "matches.hpp"

namespace {

using namespace machikoro;

struct Options {
  std::string game = "base", supply = "all", start, out;
  int players = 4, iterations = 200;
  long games = 3000, evaluate = 0;
  int headroom = 0, playouts = 1000;
  std::uint64_t seed = 99;
  double gain = 3, step = 0.3;
};

constexpr int kSaveEvery = 10;
constexpr int kHeadroomOptions = 5;  // the policy's best few, played on at each position
constexpr double kDecayFrom = 10, kDecay = 0.602;  // SPSA's usual gain schedule

void fit(const CardSet& cards, const tune::MatchSetup& setup, const Options& options,
         bots::BuildBias& bias, std::vector<tune::Param>& theta) {
  base::Rng signs(base::derive_seed(options.seed, 0));
  long first = 0;
  for (int it = 0; it < options.iterations; ++it) {
    bots::BuildBias up = bias, down = bias;
    std::vector<tune::Param> up_params = tune::params(up, cards, setup.edition);
    std::vector<tune::Param> down_params = tune::params(down, cards, setup.edition);
    std::vector<double> delta(theta.size());
    for (std::size_t i = 0; i < theta.size(); ++i) {
      delta[i] = (signs.next() & 1) ? 1.0 : -1.0;
      *up_params[i].value += options.step * delta[i];
      *down_params[i].value -= options.step * delta[i];
    }
    const long up_wins = tune::biased_wins(cards, setup, up, options.seed, first, options.games);
    const long down_wins =
        tune::biased_wins(cards, setup, down, options.seed, first, options.games);
    first += options.games;
    const double diff = static_cast<double>(up_wins - down_wins) / options.games;
    const double gain = options.gain * std::pow(kDecayFrom / (it + kDecayFrom), kDecay);
    for (std::size_t i = 0; i < theta.size(); ++i) *theta[i].value += gain * diff * delta[i];
    std::printf("step %d: up %.3f, down %.3f\n", it + 1,
                static_cast<double>(up_wins) / options.games,
                static_cast<double>(down_wins) / options.games);
    std::fflush(stdout);
    if (!options.out.empty() && ((it + 1) % kSaveEvery == 0 || it + 1 == options.iterations))
      tune::write_params(options.out, theta);
  }
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  CLI::App app("Fits the hard player's build biases against medium players (docs/machikoro.md).");
  app.add_option("--game", options.game, "base or plus")->check(CLI::IsMember({"base", "plus"}));
  const std::vector<std::string> supplies(supply_names().begin(), supply_names().end());
  app.add_option("--supply", options.supply, "all, ten or 552")->check(CLI::IsMember(supplies));
  app.add_option("--players", options.players, "players, one of them biased")
      ->check(CLI::Range(2, 5));
  app.add_option("--iterations", options.iterations, "SPSA steps")->check(CLI::Range(1, 100000));
  app.add_option("--games", options.games, "games per side of a step")
      ->check(CLI::Range(1L, 10000000L));
  app.add_option("--seed", options.seed, "game g plays base::derive_seed(seed, g)");
  app.add_option("--gain", options.gain, "the first step's size per share of wins");
  app.add_option("--step", options.step, "the nudge, in coins");
  app.add_option("--start", options.start, "a file of numbers to start from")
      ->check(CLI::ExistingFile);
  app.add_option("--out", options.out, "where the numbers are written every 10 steps");
  app.add_option("--evaluate", options.evaluate, "only play N games with the start's numbers")
      ->check(CLI::Range(1L, 10000000L));
  app.add_option("--headroom", options.headroom,
                 "only measure what looking ahead could add, at N positions")
      ->check(CLI::Range(1, 1000000));
  app.add_option("--playouts", options.playouts, "futures per option and half, for --headroom")
      ->check(CLI::Range(1, 1000000));
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;  // --help, or a bad argument (CLI11 says which)
  }
  try {
    const CardSet cards = load_cards(default_cards_file(MYCITY_DEFAULT_DATA_DIR));
    tune::MatchSetup setup;
    setup.edition = options.game == "plus" ? Edition::Plus : Edition::Base;
    setup.supply = supply_from_name(options.supply).value_or(SupplyMode::All);
    setup.players = options.players;
    bots::BuildBias bias = bots::neutral_bias(cards);
    std::vector<tune::Param> theta = tune::params(bias, cards, setup.edition);
    if (!options.start.empty()) tune::read_params(options.start, theta);
    if (options.evaluate > 0) {
      const long wins = tune::biased_wins(cards, setup, bias, options.seed, 0, options.evaluate);
      std::printf("biased seat wins %ld of %ld: %.2f %%\n", wins, options.evaluate,
                  100.0 * static_cast<double>(wins) / static_cast<double>(options.evaluate));
      return 0;
    }
    if (options.headroom > 0) {
      const tune::Headroom h = tune::rollout_headroom(
          cards, setup, bias, options.seed, options.headroom, options.playouts, kHeadroomOptions);
      std::printf(
          "%d positions: looking ahead adds %.2f ± %.2f points of win chance per build "
          "decision, at %.1f such decisions a game (summed: %.1f points, a first-order "
          "estimate, fair only while small)\n",
          h.positions, 100 * h.mean_gain, 100 * h.ci95, h.decisions_per_game,
          100 * h.mean_gain * h.decisions_per_game);
      return 0;
    }
    fit(cards, setup, options, bias, theta);
    std::cout << tune::table_rows(bias, cards, setup.edition);
  } catch (const base::Error& e) {
    std::cerr << "machikoro-tune: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
