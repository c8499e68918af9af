#include "screens/mycity/play/reveal.hpp"

#include <algorithm>
#include <string>

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/presentation.hpp"
#include "mycity/session/score_notes.hpp"
#include "screens/mycity/animal_badges.hpp"
#include "screens/mycity/paint/city_view.hpp"
#include "screens/mycity/play/play_paint.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
using mycity::session::RoundReveal;
using mycity::session::SeatReveal;
namespace {

using Did = SeatReveal::Did;

// The largest square of a city on the panel, in points at UI scale 1.
constexpr float kMaxCell = 26.0f;

// This round's building outlined, white over a dark edge: it shows on every building colour
// and by its shape, not by colour alone.
void outline_building(ImDrawList* list, const mycity::Bitboard& cells,
                      const BoardDrawStyle& style) {
  const float c = style.cell;
  const auto outside = [&](mycity::Cell n) {
    return n.x < 0 || n.y < 0 || n.x >= mycity::kMaxBoardWidth || n.y >= mycity::kMaxBoardHeight ||
           !cells.test(n);
  };
  const auto stroke = [&](ImU32 colour, float width) {
    cells.for_each([&](mycity::Cell cell) {
      const ImVec2 lo = cell_min(style, cell);
      const ImVec2 hi{lo.x + c, lo.y + c};
      if (outside({cell.x - 1, cell.y})) list->AddLine(lo, {lo.x, hi.y}, colour, width);
      if (outside({cell.x + 1, cell.y})) list->AddLine({hi.x, lo.y}, hi, colour, width);
      if (outside({cell.x, cell.y - 1})) list->AddLine(lo, {hi.x, lo.y}, colour, width);
      if (outside({cell.x, cell.y + 1})) list->AddLine({lo.x, hi.y}, hi, colour, width);
    });
  };
  const float line = std::max(2.0f, c * 0.14f);
  stroke(palette::kBuildingEdge, line * 2.0f);
  stroke(palette::kRevealedLine, line);
}

// What a seat did, in plain words.
std::string deed(const SeatReveal& seat, const mycity::PieceDef& piece) {
  switch (seat.did) {
    case Did::Built:
      // TRANSLATORS: what a player did this round; {1} is a building.
      return i18n::format(tr("built the {1}"), tr(piece.name));
    case Did::Passed:
      return tr("passed");
    case Did::DroppedOut:
      return tr("dropped out");
    case Did::WasOut:
      return tr("out of the game");
  }
  return "";
}

// One seat's column: badge and name, the city with this round's building marked, what the
// seat did, the races it won and its score. Returns the column's height.
float draw_seat(UiFrame& frame, const PlayTable& game, const RoundReveal& reveal, int seat,
                ImVec2 at, float width, float cell) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float s = frame.ui_scale;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const mycity::Game& g = game.turns.game();
  const mycity::PlayerState& player = g.player(seat);
  const mycity::session::SeatInfo& info = game.seats[static_cast<std::size_t>(seat)];
  const SeatReveal& did = reveal.seats[static_cast<std::size_t>(seat)];
  const float badge = 26.0f * s;
  draw_animal_badge(list, frame, game.presentation.animals, info.animal,
                    {at.x + badge * 0.5f, at.y + badge * 0.5f}, badge);
  list->AddText({at.x + badge + 6.0f * s, at.y + (badge - ImGui::GetTextLineHeight()) * 0.5f},
                palette::kInk,
                fitted(mycity::session::seat_label(info), width - badge - 6.0f * s).c_str());
  float y = at.y + badge + 6.0f * s;

  const BoardDrawStyle style = board_style(frame, {at.x, y}, cell);
  const mycity::BoardLayout& layout = player.city.layout();
  const ImVec2 size{cell * static_cast<float>(layout.width),
                    cell * static_cast<float>(layout.height)};
  draw_city_picture(list, frame.pictures, frame.art, player.city, style);
  if (did.did == Did::Built) outline_building(list, did.building, style);
  if (player.dropped)
    list->AddRectFilled({at.x, y}, {at.x + size.x, y + size.y},
                        palette::with_alpha(palette::kDroppedShade, 120));
  y += size.y + 6.0f * s;

  const mycity::PieceDef& piece = g.catalogue().piece(reveal.piece);
  const ImU32 tone = did.did == Did::Built    ? palette::kInk
                     : did.did == Did::WasOut ? palette::kInkSoft
                                              : palette::kWarn;
  list->AddText({at.x, y}, tone, fitted(deed(did, piece), width).c_str());
  y += line;
  // Why the score moved this round, then the score (from what it was, when it moved).
  for (const mycity::session::ScoreNote& note :
       mycity::session::score_notes(did, game.presentation.words)) {
    list->AddText({at.x, y}, note_colour(note.points), fitted(note.text, width).c_str());
    y += line;
  }
  list->AddText({at.x, y}, palette::kInkSoft,
                fitted(score_text(player, did.score_before), width).c_str());
  return y + line - at.y;
}

}  // namespace

void draw_reveal(UiFrame& frame, const PlayTable& game, PlayCommands& out) {
  const std::optional<RoundReveal>& reveal = game.turns.reveal();
  if (!reveal) return;
  const mycity::Game& g = game.turns.game();
  const float s = frame.ui_scale;
  const ImGuiIO& io = ImGui::GetIO();
  // The cities side by side, as large as the window allows up to kMaxCell points a square;
  // the panel as wide as they are.
  const int n = g.player_count();
  const float gap = 18.0f * s;
  const float pad = ImGui::GetStyle().WindowPadding.x;
  const mycity::BoardLayout& board = g.player(0).city.layout();
  const float room = (io.DisplaySize.x - 32.0f - 2 * pad - gap * static_cast<float>(n - 1)) /
                     static_cast<float>(n * board.width);
  const float cell = snap_cell_size(
      std::min({room, kMaxCell * s, io.DisplaySize.y * 0.45f / static_cast<float>(board.height)}),
      frame.pixel_density);
  const float width = cell * static_cast<float>(board.width);
  const float row = width * static_cast<float>(n) + gap * static_cast<float>(n - 1);
  begin_centered_panel("##reveal", std::max(row + 2 * pad, 560.0f * s), 0.95f);
  ImGui::PushFont(frame.fonts.heading);
  // TRANSLATORS: {1} is the round number, {2} the building on its card.
  centered_text(i18n::format(tr("Round {1} revealed: the {2}"), reveal->round,
                             tr(g.catalogue().piece(reveal->piece).name)),
                palette::kInk);
  ImGui::PopFont();
  centered_text(tr("What everybody did with this card, all at once."), palette::kInkSoft);
  ImGui::Spacing();

  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float left = at.x + std::max(0.0f, (ImGui::GetContentRegionAvail().x - row) * 0.5f);
  float height = 0;
  for (int seat = 0; seat < n; ++seat) {
    const ImVec2 column{left + static_cast<float>(seat) * (width + gap), at.y};
    height = std::max(height, draw_seat(frame, game, *reveal, seat, column, width, cell));
  }
  ImGui::Dummy({ImGui::GetContentRegionAvail().x, height});
  ImGui::Spacing();
  // TRANSLATORS: "Enter" names a key.
  if (wide_button((tr("Continue (Enter)") + "###continue").c_str(), 44.0f * s))
    out.push_back({PlayCommand::Kind::CloseReveal});
  centered_text(tr("Settings can skip this screen."), palette::kInkSoft);
  ImGui::End();
}

}  // namespace app
