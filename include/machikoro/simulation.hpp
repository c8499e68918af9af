// A series of games between computer players (mycity-cli machikoro simulate, the strength
// measurements of docs/machikoro.md): per bot its wins with a 95 % confidence interval,
// the turns and the decision times; the first seat's share of wins.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "machikoro/game.hpp"

namespace machikoro {

struct SimulationOptions {
  Edition edition = Edition::Base;
  SupplyMode supply = SupplyMode::All;
  HouseRules house_rules = {};
  std::vector<std::string> bots;  // one name per seat: the player count
  int games = 1;
  std::uint64_t seed = 1;
  bool rotate_seats = false;  // bot i sits at seat (i + game) mod players
};

// A finished game handed to the caller (records): the game, each seat's bot name and every
// choice applied, dice included, in order.
struct FinishedGame {
  int index = 0;
  const Game& game;
  std::span<const std::string> seat_bots;
  std::span<const Action> choices;
};
using GameCallback = std::function<void(const FinishedGame&)>;

struct Share {
  double value = 0, low = 0, high = 0;  // a share with its 95 % Wilson interval
};

struct BotResult {
  std::string bot;
  int seats = 0;         // entries of SimulationOptions::bots with this name
  long long played = 0;  // games x seats
  long long wins = 0;
  Share win_share;
  double mean_turns = 0;  // of the games it played, all players' turns counted
  long long decisions = 0;
  double decision_ms_mean = 0, decision_ms_p95 = 0, decision_ms_max = 0;
};

struct SimulationResult {
  int players = 0;
  int games = 0;
  std::vector<BotResult> bots;  // one per distinct name, in the order first named
  Share first_seat;             // wins of the player who moved first
  int unfinished = 0;           // K31
  double mean_turns = 0;
  double seconds = 0;
};

// Game g's seeds come from base::derive_seed(seed, g): the dice, each seat's bot and, for
// "ten types", the deck (shuffled_supply_deck). Throws base::Error for an unknown bot
// name (naming the known ones) or a setup no game starts from.
SimulationResult simulate(const CardSet& cards, const SimulationOptions& options,
                          const GameCallback& on_game = {});

// The 95 % Wilson score interval of `wins` out of `n`.
Share wilson(long long wins, long long n);

}  // namespace machikoro
