#include "mycity/session/score_notes.hpp"

#include "i18n/translate.hpp"
#include "mycity/session/game_text.hpp"

namespace mycity::session {

using i18n::tr;

std::vector<ScoreNote> score_notes(const SeatReveal& seat, const TermWords& words) {
  std::vector<ScoreNote> notes;
  if (seat.did == SeatReveal::Did::Passed && seat.pass_points != 0)
    notes.push_back(
        {i18n::format(tr("Pass: {1}"), signed_points(seat.pass_points)), seat.pass_points});
  for (const TermPoints& race : seat.races) {
    const std::string text =
        // TRANSLATORS: {1} is a race ("Gold race"), {2} its points ("+3").
        i18n::format(tr("{1}: {2}"), tr(words.term_label(race.term)), signed_points(race.points));
    notes.push_back({text, race.points});
  }
  if (seat.reached_cap)
    notes.push_back(
        {i18n::format(tr("Cap reached: stays at {1}"), score_number(seat.score_after)), 0});
  return notes;
}

std::string joined(const std::vector<ScoreNote>& notes) {
  std::string line;
  for (const ScoreNote& note : notes) line += (line.empty() ? "" : "  \xC2\xB7  ") + note.text;
  return line;
}

}  // namespace mycity::session
