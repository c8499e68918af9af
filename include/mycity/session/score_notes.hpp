// Why a score moved, in words for players: a pass (R12), a race won (R36 and the like),
// the cap reached (R22). The table shows them beside the score, the reveal under each city.
#pragma once

#include <string>
#include <vector>

#include "mycity/session/secret_round.hpp"
#include "mycity/session/term_words.hpp"

namespace mycity::session {

struct ScoreNote {
  std::string text;  // "Pass: −1", "Gold race: +3", "Cap reached: stays at 50"
  int points = 0;    // what moved the track; 0 for the cap
};

// Each change of the seat's score in a round (or in an action not yet confirmed), in order.
std::vector<ScoreNote> score_notes(const SeatReveal& seat, const TermWords& words);

// The notes in one line: "Pass: −1 · Gold race: +3"; "" without notes.
std::string joined(const std::vector<ScoreNote>& notes);

}  // namespace mycity::session
