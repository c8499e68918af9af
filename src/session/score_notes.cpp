#include "mycity/session/score_notes.hpp"

#include "mycity/session/game_text.hpp"

namespace mycity::session {

std::vector<ScoreNote> score_notes(const SeatReveal& seat, const TermWords& words) {
  std::vector<ScoreNote> notes;
  if (seat.did == SeatReveal::Did::Passed && seat.pass_points != 0)
    notes.push_back({"Pass: " + signed_points(seat.pass_points), seat.pass_points});
  for (const TermPoints& race : seat.races)
    notes.push_back({words.term_label(race.term) + ": " + signed_points(race.points), race.points});
  if (seat.reached_cap)
    notes.push_back({"Cap reached: stays at " + score_number(seat.score_after), 0});
  return notes;
}

std::string joined(const std::vector<ScoreNote>& notes) {
  std::string line;
  for (const ScoreNote& note : notes) line += (line.empty() ? "" : "  \xC2\xB7  ") + note.text;
  return line;
}

}  // namespace mycity::session
