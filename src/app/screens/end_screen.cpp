#include "screens/end_screen.hpp"

#include <algorithm>
#include <iterator>
#include <numeric>
#include <vector>

#include "i18n/translate.hpp"
#include "mycity/session/default_names.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "mycity/session/presentation.hpp"
#include "paint/art.hpp"
#include "paint/city_view.hpp"
#include "paint/rounded_fill.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::tr;
using session::ActiveGame;
using session::score_number;
using session::SeatInfo;
using session::signed_points;
using session::tie_break_notes;

namespace {

// Height of the score lines: start, one per term, separator and total.
float breakdown_height(std::size_t terms, float row_gap, float s) {
  return static_cast<float>(terms + 1) * (ImGui::GetTextLineHeight() + row_gap) + 48.0f * s;
}

// The rank, animal, name and points above the board.
constexpr float kHeaderHeight = 60.0f;
// The room of a score line's value, right of its label, in points at UI scale 1.
constexpr float kValueWidth = 48.0f;

std::string ordinal(int n) {
  // TRANSLATORS: ranks at the end of the game (at most 4 players).
  if (n == 1) return tr("1st");
  if (n == 2) return tr("2nd");
  if (n == 3) return tr("3rd");
  return i18n::format(tr("{1}th"), n);
}

const EndTerm* find_end_term(const Game& game, std::string_view id) {
  for (const auto& term : game.modules().end_terms) {
    if (term->id() == id) return term.get();
  }
  return nullptr;
}

std::string winners_line(const GameResult& result) {
  if (result.winners.size() == 1) return i18n::format(tr("{1} wins!"), result.winners.front());
  // TRANSLATORS: {1} lists the winners ("Ann and Ben").
  return i18n::format(tr("{1} share the win!"), session::join_names(result.winners));
}

// Pennants in the building colours strung across the top: a quiet festival.
void draw_bunting(ImDrawList* list, float width, float y, float size) {
  const float step = size * 1.25f;
  const float sag = size * 0.5f;
  auto rope_y = [&](float x) {
    const float t = x / std::max(1.0f, width);
    return y + sag * 4.0f * t * (1.0f - t);
  };
  for (float x = 0; x < width; x += 4)
    list->AddLine({x, rope_y(x)}, {x + 4, rope_y(x + 4)}, palette::kRope, 1.5f);
  int i = 0;
  for (float x = step * 0.5f; x + size < width; x += step, ++i) {
    const float a = rope_y(x);
    const float b = rope_y(x + size);
    list->AddTriangleFilled(
        {x, a}, {x + size, b}, {x + size * 0.5f, (a + b) * 0.5f + size * 1.1f},
        palette::kBunting[static_cast<std::size_t>(i) % std::size(palette::kBunting)]);
  }
}

// A line of text in a font.
struct FontLine {
  std::string text;
  ImFont* font;
};

// The first of `choices` that fits `room` points, else the last (which fitted() then cuts).
const FontLine& first_fitting(const std::vector<FontLine>& choices, float room) {
  for (const FontLine& choice : choices) {
    ImGui::PushFont(choice.font);
    const bool fits = ImGui::CalcTextSize(choice.text.c_str()).x <= room;
    ImGui::PopFont();
    if (fits) return choice;
  }
  return choices.back();
}

void line_in(const FontLine& line, float room, ImU32 colour) {
  ImGui::PushFont(line.font);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(fitted(line.text, room).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

// Two lines `room` points wide: rank and name, in the body font or without the rank when
// too wide; the points (a drop-out's total stays in the breakdown when they leave no room).
void player_lines(const UiFrame& frame, const PlayerResult& r, bool dropped, float room) {
  const std::string name = session::shown_name(r.name);
  const std::string ranked = ordinal(r.rank) + "  " + name;
  ImFont* heading = frame.fonts.heading;
  ImFont* body = frame.fonts.body;
  line_in(first_fitting({{ranked, heading}, {ranked, body}, {name, heading}, {name, body}}, room),
          room, palette::kInk);
  const std::string points =
      i18n::format(i18n::trn("{1} point", "{1} points", r.score), score_number(r.score));
  std::vector<FontLine> second{{points, body}};
  if (dropped)
    second = {{i18n::format(tr("{1}  \xC2\xB7  dropped out"), points), body},
              {tr("dropped out"), body}};
  line_in(first_fitting(second, room), room, palette::kInkSoft);
}

}  // namespace

void EndScreen::on_enter() {
  play_again_requested_ = false;
  error_.clear();
  hover_seat_ = -1;
  hover_term_.clear();
  key_active_ = false;
  key_column_ = 0;
  key_row_ = 0;
}

bool EndScreen::on_key(const KeyPress& press) {
  using Key = KeyPress::Key;
  if (press.repeat) return false;
  const Key key = press.key;
  if (key == Key::Enter) {
    play_again_requested_ = true;
    return true;
  }
  // Arrows walk over the score lines (clamped when drawn), like pointing at them.
  const int dx = key == Key::Left ? -1 : key == Key::Right ? 1 : 0;
  const int dy = key == Key::Up ? -1 : key == Key::Down ? 1 : 0;
  if (dx == 0 && dy == 0) return false;
  if (key_active_) {
    key_column_ += dx;
    key_row_ += dy;
  }
  key_active_ = true;
  return true;
}

void EndScreen::play_again(UiFrame& frame) {
  play_again_requested_ = false;
  error_ = hub_.play_again();
  if (error_.empty()) frame.go_to = ScreenId::Play;
}

void EndScreen::draw(UiFrame& frame) {
  const ImGuiIO& io = ImGui::GetIO();
  const ActiveGame* game = hub_.game();
  if (game == nullptr || !game->turns.game().over()) {
    frame.go_to = ScreenId::MainMenu;
    return;
  }
  if (play_again_requested_) play_again(frame);
  const Game& g = game->turns.game();
  const GameResult result = g.result();
  const float s = frame.ui_scale;
  const float m = 14.0f * s;

  begin_full_window("##end");
  const float banner_bottom = m + 110.0f * s;
  draw_banner(frame, *game, result, banner_bottom);

  // Footer: tie-break words and the two buttons.
  const std::vector<std::string> notes = tie_break_notes(g, result);
  const float button_h = 44.0f * s;
  const float notes_h = notes.empty() ? 0.0f
                                      : static_cast<float>(notes.size()) *
                                            ImGui::GetTextLineHeightWithSpacing() * 2.2f;
  const float footer_h = button_h + notes_h + ImGui::GetTextLineHeightWithSpacing() + 2 * m;
  const float top = banner_bottom + m;
  const float bottom = io.DisplaySize.y - footer_h;

  // Columns in ranking order (seat order within a rank).
  std::vector<int> order(static_cast<std::size_t>(g.player_count()));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return result.players[static_cast<std::size_t>(a)].rank <
           result.players[static_cast<std::size_t>(b)].rank;
  });
  const float n = static_cast<float>(order.size());
  const float col_w = std::min(520.0f * s, (io.DisplaySize.x - m * (n + 1)) / n);
  float x = std::floor((io.DisplaySize.x - (col_w * n + m * (n - 1))) * 0.5f);
  next_hover_seat_ = -1;
  next_hover_term_.clear();
  if (io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f) key_active_ = false;
  key_column_ = std::clamp(key_column_, 0, static_cast<int>(order.size()) - 1);
  key_row_ = std::clamp(key_row_, 0, std::max(0, rows_per_column_ - 1));
  // Columns no taller than a stacked column needs (board as wide as the column), centred.
  const ImVec2 pad = ImGui::GetStyle().WindowPadding;
  const BoardLayout& board = g.player(0).city.layout();
  const float needed = 2 * pad.y + kHeaderHeight * s +
                       (col_w - 2 * pad.x) * static_cast<float>(board.height) /
                           static_cast<float>(std::max(1, board.width)) +
                       6.0f * s +
                       breakdown_height(result.players.front().breakdown.size(), 2.0f * s, s);
  const float col_h = std::min(bottom - top, needed);
  const float col_y = top + std::floor((bottom - top - col_h) * 0.5f);
  for (std::size_t column = 0; column < order.size(); ++column) {
    const int seat = order[column];
    draw_player(frame, *game, result, seat, static_cast<int>(column), x, col_y, col_w, col_h);
    x += col_w + m;
  }

  const float wrap_w = std::min(io.DisplaySize.x - 2 * m, 1100.0f * s);
  const float wrap_x = std::floor((io.DisplaySize.x - wrap_w) * 0.5f);
  float y = bottom + m * 0.5f;
  for (const std::string& note : notes) {
    ImGui::SetCursorScreenPos({wrap_x, y});
    ImGui::PushTextWrapPos(wrap_x + wrap_w);
    ImGui::PushStyleColor(ImGuiCol_Text, palette::kOnTable);
    ImGui::TextWrapped("%s", i18n::format(tr("Tie-break: {1}"), note).c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    y = ImGui::GetCursorScreenPos().y;
  }
  const std::string hint =
      tr("Point at a score line (or walk over them with the arrow keys) to see the cells that "
         "earned it.");
  ImGui::SetCursorScreenPos({(io.DisplaySize.x - ImGui::CalcTextSize(hint.c_str()).x) * 0.5f, y});
  ImGui::TextColored(ImColor(palette::kOnTableSoft), "%s", hint.c_str());
  const float bw = std::min(240.0f * s, (io.DisplaySize.x - 5 * m) / 4);
  ImGui::SetCursorScreenPos(
      {io.DisplaySize.x * 0.5f - 2 * bw - 1.5f * m, io.DisplaySize.y - m - button_h});
  // TRANSLATORS: "Enter" and "Esc" name keys.
  if (button((tr("Play again (Enter)") + "###again").c_str(), {bw, button_h})) play_again(frame);
  ImGui::SameLine(0, m);
  if (button((tr("Analysis") + "##analysis").c_str(), {bw, button_h}) && hub_.look_back_at_game())
    frame.go_to = ScreenId::Analysis;
  ImGui::SameLine(0, m);
  if (button((tr("Replay") + "##replay").c_str(), {bw, button_h}) && hub_.look_back_at_game())
    frame.go_to = ScreenId::Replay;
  ImGui::SameLine(0, m);
  if (button((tr("Menu (Esc)") + "###menu").c_str(), {bw, button_h}))
    frame.go_to = ScreenId::MainMenu;
  if (!error_.empty()) {
    ImGui::SameLine();
    ImGui::TextColored(ImColor(palette::kOnTableWarn), "%s", error_.c_str());
  }
  ImGui::End();
  hover_seat_ = next_hover_seat_;
  hover_term_ = next_hover_term_;
}

void EndScreen::draw_banner(UiFrame& frame, const ActiveGame& game, const GameResult& result,
                            float bottom) {
  const ImGuiIO& io = ImGui::GetIO();
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  draw_bunting(list, io.DisplaySize.x, 0.0f, 26.0f * s);
  // The winners' animals side by side above the line.
  const float badge = 58.0f * s;
  const float total = badge * static_cast<float>(result.winners.size()) +
                      8.0f * s * static_cast<float>(result.winners.size() - 1);
  float bx = io.DisplaySize.x * 0.5f - total * 0.5f + badge * 0.5f;
  const float by = bottom - 30.0f * s - badge * 0.5f - 8.0f * s;
  for (std::size_t seat = 0; seat < result.players.size(); ++seat) {
    if (result.players[seat].rank != 1) continue;
    list->AddCircle({bx, by}, badge * 0.5f + 4.0f * s, palette::kGold, 48, 3.0f * s);
    draw_animal_badge(list, frame, game.seats[seat].animal, {bx, by}, badge);
    bx += badge + 8.0f * s;
  }
  ImGui::PushFont(frame.fonts.heading);
  const std::string line = winners_line(result);
  const ImVec2 size = ImGui::CalcTextSize(line.c_str());
  const ImVec2 at{(io.DisplaySize.x - size.x) * 0.5f, bottom - size.y};
  fill_rounded_rect(list, {at.x - 24 * s, at.y - 4 * s},
                    {at.x + size.x + 24 * s, at.y + size.y + 4 * s}, palette::kBanner, size.y);
  list->AddRect({at.x - 24 * s, at.y - 4 * s}, {at.x + size.x + 24 * s, at.y + size.y + 4 * s},
                palette::kGold, size.y, 0, 2.0f * s);
  list->AddText(at, palette::kInk, line.c_str());
  ImGui::PopFont();
}

void EndScreen::draw_player(UiFrame& frame, const ActiveGame& game, const GameResult& result,
                            int seat, int column, float x, float y, float w, float h) {
  const float s = frame.ui_scale;
  const Game& g = game.turns.game();
  const PlayerResult& r = result.players[static_cast<std::size_t>(seat)];
  const SeatInfo& info = game.seats[static_cast<std::size_t>(seat)];
  const City& city = g.player(seat).city;
  const bool winner = r.rank == 1;

  ImGui::SetCursorScreenPos({x, y});
  ImGui::PushStyleColor(ImGuiCol_Border, winner ? palette::kGold : palette::kPanelBorder);
  const float rounding = 8.0f * s;
  const float border = winner ? 3.0f * s : 1.0f;
  ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, border);  // ImGui's layout minds it
  ImGui::BeginChild(("##player" + std::to_string(seat)).c_str(), {w, h}, true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
  draw_window_background(palette::kPanel, rounding, border);
  ImDrawList* list = ImGui::GetWindowDrawList();

  // Rank, animal (crowned for a winner), name, score.
  const float badge = 40.0f * s;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  draw_animal_badge(list, frame, info.animal, {at.x + badge * 0.5f, at.y + badge * 0.5f}, badge);
  if (winner) {  // on the badge's corner: the name keeps the whole row
    const float crown = 22.0f * s;
    const ImVec2 lo{at.x + badge - crown * 0.65f, at.y - 3.0f * s};
    draw_art(list, frame.art, building_art(Colour::Gold), lo, {lo.x + crown, lo.y + crown},
             frame.pixel_density);
  }
  const float text_x = at.x + badge + 8.0f * s;
  ImGui::SetCursorScreenPos({text_x, at.y});
  ImGui::BeginGroup();
  player_lines(frame, r, g.player(seat).dropped, ImGui::GetContentRegionAvail().x);
  ImGui::EndGroup();
  ImGui::SetCursorScreenPos({at.x, at.y + kHeaderHeight * s});

  // The board and the breakdown: stacked, or side by side when that gives a bigger board.
  const BoardLayout& layout = city.layout();
  const float bw = static_cast<float>(layout.width);
  const float bh = static_cast<float>(layout.height);
  const float inner_w = ImGui::GetContentRegionAvail().x;
  const float avail_h = y + h - ImGui::GetCursorScreenPos().y - ImGui::GetStyle().WindowPadding.y;
  const float row_gap = 2.0f * s;
  const float text_h = breakdown_height(r.breakdown.size(), row_gap, s);
  const float gap = 14.0f * s;
  // Beside the board the breakdown needs its longest label and a value whole.
  // TRANSLATORS: the score line of the points a player starts with.
  const std::string start = i18n::trc("score", "Start");
  float label_w = ImGui::CalcTextSize(start.c_str()).x;
  for (const TermPoints& t : r.breakdown)
    label_w = std::max(
        label_w, ImGui::CalcTextSize(tr(frame.presentation.words.term_label(t.term)).c_str()).x);
  const float text_w = label_w + kValueWidth * s + gap;
  const float stacked = std::min(inner_w / bw, (avail_h - text_h - 6.0f * s) / bh);
  const float beside =
      std::min(std::min((inner_w - gap) * 0.56f, inner_w - gap - text_w) / bw, avail_h / bh);
  const bool side_by_side = beside > stacked;
  const float cell = snap_cell_size(std::max(4.0f, std::max(stacked, beside)), frame.pixel_density);
  const ImVec2 board_at = ImGui::GetCursorScreenPos();
  BoardDrawStyle style;
  style.origin = {side_by_side ? board_at.x : board_at.x + std::floor((inner_w - cell * bw) * 0.5f),
                  board_at.y};
  style.cell = cell;
  style.pixel_density = frame.pixel_density;
  style.patterns = frame.settings.get().colour_blind_patterns;
  style.sticker_spots = false;
  draw_city_picture(list, frame.pictures, frame.art, city, style);
  if (hover_seat_ == seat) {
    if (const EndTerm* term = find_end_term(g, hover_term_)) {
      list->AddRectFilled(style.origin, {style.origin.x + cell * bw, style.origin.y + cell * bh},
                          palette::kBoardShade);
      mark_cells(list, term->cells(city), style, palette::kHighlight);
    }
  }
  if (side_by_side) {
    ImGui::SetCursorScreenPos({style.origin.x + cell * bw + gap, board_at.y});
  } else {
    ImGui::Dummy({inner_w, cell * bh + 6.0f * s});
  }

  // The breakdown: start value, every term, the total.
  const float table_x = ImGui::GetCursorPosX();
  const float value_x = ImGui::GetWindowContentRegionMax().x - kValueWidth * s;
  ImGui::BeginGroup();
  int index = 0;
  auto row = [&](const std::string& label, const std::string& value, const std::string& id) {
    ImGui::PushID(id.c_str());
    const int this_row = index++;
    const bool keyed = key_active_ && key_column_ == column && key_row_ == this_row;
    const bool selected = hover_seat_ == seat && hover_term_ == id;
    ImGui::SetCursorPosX(table_x);
    ImGui::Selectable("##row", selected);
    const bool hot = ImGui::IsItemHovered() || keyed;
    // SetCursorPosX, not SameLine(x): inside a group SameLine adds the group's offset.
    ImGui::SameLine(0, 0);
    ImGui::SetCursorPosX(table_x);
    ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
    ImGui::TextUnformatted(label.c_str());
    ImGui::SameLine(0, 0);
    ImGui::SetCursorPosX(value_x);
    ImGui::TextUnformatted(value.c_str());
    ImGui::PopStyleColor();
    if (hot) {
      next_hover_seat_ = seat;
      next_hover_term_ = id;
      const std::string hint = frame.presentation.words.term_hint(id);
      if (!hint.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(hint).c_str());
    }
    ImGui::PopID();
  };
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {ImGui::GetStyle().ItemSpacing.x, row_gap});
  row(start, std::to_string(ScoreTrack::kStart), "start");
  for (const TermPoints& t : r.breakdown)
    row(tr(frame.presentation.words.term_label(t.term)), signed_points(t.points), t.term);
  ImGui::PopStyleVar();
  ImGui::SetCursorPosX(table_x);
  ImGui::Separator();
  ImGui::SetCursorPosX(table_x);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(tr("Total").c_str());
  ImGui::SameLine(0, 0);
  ImGui::SetCursorPosX(value_x);
  ImGui::TextUnformatted(score_number(r.score).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::EndGroup();
  rows_per_column_ = index;
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

}  // namespace mycity::app
