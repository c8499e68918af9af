// A Machi Koro turn in words, in the player's language: the roll, and each payment, swap and
// build (the replay's lines); a decision and its choices (the turning points). Names the
// game gave are shown translated.
#pragma once

#include <string>
#include <vector>

#include "machikoro/session/game_story.hpp"

namespace machikoro::session {

// "Ann rolled 3 + 4 = 7.", with a re-roll, the Harbor's 2, doubles' extra turn and the Tuna
// Boat's extra roll when the turn had them.
std::string roll_words(const GameStory& story, const StoryTurn& turn);

// "Cafe: Ben takes 1 coin from Ann.", "Ann builds Ranch for 1 coin.", ...
std::string event_words(const CardSet& cards, const GameStory& story, const Event& event);

// "the build", "the dice", "the Radio Tower", ...: what a decision is about.
std::string decision_words(Decision decision);
// A player's choice: "build the Stadium", "build nothing", "roll two dice", "take coins from
// Ben", "give the Forest for Ben's Cafe", ...
std::string choice_words(const CardSet& cards, const GameStory& story, const Action& choice);

}  // namespace machikoro::session
