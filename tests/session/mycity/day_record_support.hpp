// Short finished games made by hand for the day's-game tests (the session's and the app's):
// the first to act passes once when the building allows it (1 point, R12), then every seat
// drops out.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "mycity/game.hpp"
#include "mycity/record.hpp"

namespace mycity::test {

inline Record pass_then_drop(const Catalogue& catalogue, const Ruleset& ruleset,
                             const std::vector<std::string>& names, std::vector<std::string> deck,
                             const BoardChoice& board, HouseRules house_rules = {}) {
  Game game = Game::on_board(catalogue, ruleset, names, std::move(deck), house_rules, board);
  bool passed = false;
  while (!game.over()) {
    const bool pass = !passed && !game.check(Action::pass());
    REQUIRE_FALSE(game.apply(pass ? Action::pass() : Action::drop()));
    passed = passed || pass;
  }
  return record_of(game);
}

}  // namespace mycity::test
