#include "screens/mycity/play/play_paint.hpp"

#include "i18n/translate.hpp"
#include "ui/theme.hpp"

namespace app {

using i18n::tr;
using mycity::session::compute_play_layout;
using mycity::session::PlayLayout;

PlayLayout table_layout(const UiFrame& frame, const mycity::Game& game, int seat) {
  const ImGuiIO& io = ImGui::GetIO();
  const mycity::BoardLayout& board = game.player(seat).city.layout();
  return compute_play_layout(io.DisplaySize.x, io.DisplaySize.y, board.width, board.height,
                             game.player_count() - 1, frame.ui_scale, frame.pixel_density);
}

BoardDrawStyle board_style(const UiFrame& frame, ImVec2 origin, float cell) {
  BoardDrawStyle style;
  style.origin = origin;
  style.cell = cell;
  style.pixel_density = frame.pixel_density;
  style.patterns = frame.settings.get().colour_blind_patterns;
  style.sticker_spots = false;
  return style;
}

std::string score_text(const mycity::PlayerState& player, std::optional<int> from) {
  std::string number = std::to_string(player.track.shown());
  if (from && *from != player.track.shown())
    number = std::to_string(*from) + " \xE2\x86\x92 " + number;
  if (player.track.value() < 0)
    // TRANSLATORS: {1} is a score, or how it moved this round ("3 → 5"); {2} the debt.
    return i18n::format(tr("Score {1} (owes {2})"), number, -player.track.value());
  if (player.track.capped()) return i18n::format(tr("Score {1} (capped)"), number);
  return i18n::format(tr("Score {1}"), number);
}

std::vector<mycity::session::ScoreNote> last_round_notes(
    const mycity::session::TurnController& turns, int seat,
    const mycity::session::TermWords& words) {
  const std::optional<mycity::session::RoundReveal>& round = turns.last_round();
  if (!round) return {};
  return mycity::session::score_notes(round->seats.at(static_cast<std::size_t>(seat)), words);
}

ImU32 note_colour(int points) {
  return points > 0 ? palette::kGoodText : points < 0 ? palette::kWarn : palette::kInk;
}

int note_points(const std::vector<mycity::session::ScoreNote>& notes) {
  int points = 0;
  for (const mycity::session::ScoreNote& note : notes) points += note.points;
  return points;
}

}  // namespace app
