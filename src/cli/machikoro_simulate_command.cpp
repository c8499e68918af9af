// `mycity-cli machikoro simulate`: a series of Machi Koro games between computer players,
// optionally rotating the seats, with each bot's wins (95 % interval), turns and decision
// times, the first seat's share of wins and the games per second.
#include "machikoro_simulate_command.hpp"

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "base/utf8_path.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/record.hpp"
#include "machikoro/simulation.hpp"
#include "record_file.hpp"

namespace cli {

namespace {

nlohmann::json share_json(const machikoro::Share& share) {
  return {{"value", share.value}, {"ci95", {share.low, share.high}}};
}

// Writes game `g`'s record as <dir>/game-NNNNN.mkrec.json: its choices replayed through a
// Recorder, the one place that groups choices into turns.
void write_game_record(const machikoro::CardSet& cards, const std::filesystem::path& dir,
                       const machikoro::FinishedGame& finished) {
  const machikoro::Setup& setup = finished.game.setup();
  machikoro::Recorder recorder(setup);
  machikoro::Game game(cards, setup);
  game.keep_event_log(false);
  for (const machikoro::Action& choice : finished.choices) {
    recorder.add(game, choice);
    game.apply(choice);
  }
  char name[32];
  std::snprintf(name, sizeof name, "game-%05d.mkrec.json", finished.index + 1);
  write_record_file(dir / name, machikoro::record_to_json(recorder.record()));
}

}  // namespace

std::vector<std::string> machikoro_seat_bots(const MachikoroSimulateOptions& options,
                                             std::string& error) {
  std::vector<std::string> bots = options.bots;
  if (bots.empty()) {
    if (options.players == 0) error = "--players or --bots is required";
    bots.assign(static_cast<std::size_t>(options.players), "medium");
  } else if (options.players != 0 && options.players != static_cast<int>(bots.size())) {
    error = "--players " + std::to_string(options.players) + " but --bots names " +
            std::to_string(bots.size()) + " computer players";
  }
  const int n = static_cast<int>(bots.size());
  if (error.empty() && (n < machikoro::kMinPlayers || n > machikoro::kMaxPlayers))
    error = "a game is for " + std::to_string(machikoro::kMinPlayers) + "-" +
            std::to_string(machikoro::kMaxPlayers) + " players, not " + std::to_string(n);
  return bots;
}

int run_machikoro_simulate(const std::string& data_dir, const MachikoroSimulateOptions& options) {
  const machikoro::CardSet cards = machikoro::load_cards(machikoro::default_cards_file(data_dir));
  std::string error;
  machikoro::SimulationOptions sim;
  sim.bots = machikoro_seat_bots(options, error);
  sim.edition = options.game == "plus" ? machikoro::Edition::Plus : machikoro::Edition::Base;
  sim.supply = machikoro::supply_from_name(options.supply).value_or(machikoro::SupplyMode::All);
  sim.games = options.games;
  sim.seed = options.seed;
  sim.rotate_seats = options.rotate_seats;
  machikoro::GameCallback on_game;
  if (!options.records_dir.empty()) {
    std::filesystem::create_directories(base::utf8_path(options.records_dir));
    on_game = [&](const machikoro::FinishedGame& finished) {
      write_game_record(cards, base::utf8_path(options.records_dir), finished);
    };
  }
  const machikoro::SimulationResult r = machikoro::simulate(cards, sim, on_game);
  nlohmann::json by_bot = nlohmann::json::object();
  for (const machikoro::BotResult& b : r.bots) {
    by_bot[b.bot] = {
        {"seats", b.seats},
        {"games", b.played},
        {"wins", b.wins},
        {"win_share", share_json(b.win_share)},
        {"mean_turns", b.mean_turns},
        {"decisions", b.decisions},
        {"decision_ms",
         {{"mean", b.decision_ms_mean}, {"p95", b.decision_ms_p95}, {"max", b.decision_ms_max}}}};
  }
  const nlohmann::json out = {
      {"game", options.game},
      {"supply", options.supply},
      {"players", r.players},
      {"games", r.games},
      {"seed", options.seed},
      {"bots", sim.bots},
      {"rotate_seats", options.rotate_seats},
      {"by_bot", by_bot},
      {"first_seat_win_share", share_json(r.first_seat)},
      {"unfinished", r.unfinished},
      {"mean_turns", r.mean_turns},
      {"games_per_second", r.seconds > 0 ? r.games / r.seconds : 0.0},
  };
  std::cout << out.dump(2) << '\n';
  return 0;
}

}  // namespace cli
