// The hint (machikoro/hint.hpp) in the player's language: the hard player's choice and why,
// on one line of numbers a player can check (docs/machikoro.md, "Hint").
#pragma once

#include <string>

#include "machikoro/game.hpp"
#include "machikoro/hint.hpp"

namespace machikoro::session {

// "Ranch: about +0.9 coins a round, with your Cheese Factory (a roll of 7 comes 1 time in 6
// on two dice)." `game` is the position the hint is about.
std::string hint_words(const Game& game, const Hint& hint);

}  // namespace machikoro::session
