#include "screens/mycity/end_screen.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <vector>

#include "i18n/translate.hpp"
#include "mycity/session/end_layout.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "mycity/session/kept_outcomes.hpp"
#include "mycity/session/presentation.hpp"
#include "mycity/session/ranking_order.hpp"
#include "paint/rounded_fill.hpp"
#include "screens/mycity/animal_badges.hpp"
#include "screens/mycity/paint/art.hpp"
#include "screens/mycity/paint/city_view.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "table/button_row.hpp"
#include "table/default_names.hpp"
#include "table/kept_outcomes_cache.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
using mycity::session::EternityTable;
using mycity::session::score_number;
using mycity::session::signed_points;
using mycity::session::tie_break_notes;

namespace {

// The score lines' height: start, one per term, separator and total.
float score_lines_h(std::size_t terms, float s) {
  return mycity::session::score_lines_height(static_cast<int>(terms), ImGui::GetTextLineHeight(),
                                             2.0f * s, s);
}

std::string ordinal(int n) {
  // TRANSLATORS: ranks at the end of the game (at most 4 players).
  if (n == 1) return tr("1st");
  if (n == 2) return tr("2nd");
  if (n == 3) return tr("3rd");
  return i18n::format(tr("{1}th"), n);
}

const mycity::EndTerm* find_end_term(const mycity::Game& game, std::string_view id) {
  for (const auto& term : game.modules().end_terms) {
    if (term->id() == id) return term.get();
  }
  return nullptr;
}

std::string winners_line(const mycity::GameResult& result) {
  if (result.winners.size() == 1) return i18n::format(tr("{1} wins!"), result.winners.front());
  // TRANSLATORS: {1} lists the winners ("Ann and Ben").
  return i18n::format(tr("{1} share the win!"), mycity::session::join_names(result.winners));
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
void player_lines(const UiFrame& frame, const mycity::PlayerResult& r, bool dropped, float room) {
  const std::string name = table::shown_name(r.name);
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

// The rank, the animal (crowned for a winner), the name and the points above the board.
void player_header(UiFrame& frame, const mycity::session::Animals& animals,
                   const EternityTable& game, const mycity::PlayerResult& r, int seat) {
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float badge = 40.0f * s;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  draw_animal_badge(list, frame, animals, game.seats()[static_cast<std::size_t>(seat)].animal,
                    {at.x + badge * 0.5f, at.y + badge * 0.5f}, badge);
  if (r.rank == 1) {  // on the badge's corner: the name keeps the whole row
    const float crown = 22.0f * s;
    const ImVec2 lo{at.x + badge - crown * 0.65f, at.y - 3.0f * s};
    draw_art(list, frame.art, building_art(mycity::Colour::Gold), lo, {lo.x + crown, lo.y + crown},
             frame.pixel_density);
  }
  const float text_x = at.x + badge + 8.0f * s;
  ImGui::SetCursorScreenPos({text_x, at.y});
  ImGui::BeginGroup();
  player_lines(frame, r, game.game().player(seat).dropped, ImGui::GetContentRegionAvail().x);
  ImGui::EndGroup();
  ImGui::SetCursorScreenPos({at.x, at.y + mycity::session::kEndHeaderHeight * s});
}

// The widest score label: beside the board the score lines need it whole.
float longest_label(const mycity::session::TermWords& words, const std::string& start,
                    const mycity::PlayerResult& r) {
  float label_w = ImGui::CalcTextSize(start.c_str()).x;
  for (const mycity::TermPoints& t : r.breakdown)
    label_w = std::max(label_w, ImGui::CalcTextSize(tr(words.term_label(t.term)).c_str()).x);
  return label_w;
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
  if (kept_ != nullptr && hub_.last_day()) kept_->catch_up();  // the game just kept among them
  day_note_ = day_note();
}

// The day's code for friends, and who beat their best of the day (against the games kept
// before this one; nothing to compare with when it was not kept).
std::string EndScreen::day_note() const {
  const std::optional<mycity::session::DayGame>& day = hub_.last_day();
  const EternityTable* game = hub_.game();
  if (!day || game == nullptr || !game->game().over()) return "";
  if (game->kept().empty() || kept_ == nullptr)
    return i18n::format(tr("Game of the day {1}"), day->code);
  const std::vector<std::string> names =
      mycity::session::new_bests(mycity::session::outcome_of(game->game().result()),
                                 hub_.day_best(*kept_, *day, game->kept()));
  if (names.empty())
    return i18n::format(tr("Game of the day {1}: no new best of the day."), day->code);
  // TRANSLATORS: {2} lists the players ("Ann and Ben").
  return i18n::format(tr("Game of the day {1}: a new best of the day for {2}!"), day->code,
                      mycity::session::join_names(names));
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
  error_ = hub_.play_again().error();
  if (error_.empty()) frame.go_to = MyCityScreen::Play;
}

void EndScreen::draw(UiFrame& frame) {
  const ImGuiIO& io = ImGui::GetIO();
  const EternityTable* game = hub_.game();
  if (game == nullptr || !game->game().over()) {
    frame.go_to = ScreenId::MainMenu;
    return;
  }
  if (play_again_requested_) play_again(frame);
  const mycity::Game& g = game->game();
  const mycity::GameResult result = g.result();
  const float s = frame.ui_scale;

  begin_full_window("##end");
  const float banner_bottom = mycity::session::end_banner_bottom(s);
  draw_banner(frame, *game, result, banner_bottom);
  const std::vector<std::string> notes = tie_break_notes(g, result);
  const float bottom = io.DisplaySize.y - mycity::session::end_footer_height(
                                              static_cast<int>(notes.size()), !day_note_.empty(),
                                              ImGui::GetTextLineHeightWithSpacing(), s);
  draw_columns(frame, *game, result, banner_bottom + mycity::session::kEndMargin * s, bottom);
  draw_footer(frame, notes, bottom);
  ImGui::End();
  hover_seat_ = next_hover_seat_;
  hover_term_ = next_hover_term_;
}

void EndScreen::draw_columns(UiFrame& frame, const EternityTable& game,
                             const mycity::GameResult& result, float top, float bottom) {
  const ImGuiIO& io = ImGui::GetIO();
  const std::vector<int> order = mycity::session::ranking_order(result);
  next_hover_seat_ = -1;
  next_hover_term_.clear();
  if (io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f) key_active_ = false;
  key_column_ = std::clamp(key_column_, 0, static_cast<int>(order.size()) - 1);
  key_row_ = std::clamp(key_row_, 0, std::max(0, rows_per_column_ - 1));
  const ImVec2 pad = ImGui::GetStyle().WindowPadding;
  const mycity::BoardLayout& board = game.game().player(0).city.layout();
  const mycity::session::EndColumnNeeds needs{
      static_cast<int>(order.size()),
      board.width,
      board.height,
      pad.x,
      pad.y,
      score_lines_h(result.players.front().breakdown.size(), frame.ui_scale)};
  const std::vector<mycity::session::Rect> columns =
      mycity::session::end_columns(io.DisplaySize.x, top, bottom, needs, frame.ui_scale);
  for (std::size_t column = 0; column < order.size(); ++column)
    draw_player(frame, game, result, order[column], static_cast<int>(column), columns[column]);
}

void EndScreen::draw_footer(UiFrame& frame, const std::vector<std::string>& notes, float bottom) {
  const ImGuiIO& io = ImGui::GetIO();
  const float s = frame.ui_scale;
  const float m = mycity::session::kEndMargin * s;
  const float wrap_w = std::min(io.DisplaySize.x - 2 * m, 1100.0f * s);
  const float wrap_x = std::floor((io.DisplaySize.x - wrap_w) * 0.5f);
  float y = bottom + m * 0.5f;
  if (!day_note_.empty()) {  // one line, whole in a tooltip when cut
    const std::string line = fitted(day_note_, wrap_w, WholeText::InTooltip);
    ImGui::SetCursorScreenPos({(io.DisplaySize.x - ImGui::CalcTextSize(line.c_str()).x) * 0.5f, y});
    ImGui::TextColored(ImColor(palette::kOnTable), "%s", line.c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", day_note_.c_str());
    y = ImGui::GetCursorScreenPos().y;
  }
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
  draw_buttons(frame);
}

void EndScreen::draw_buttons(UiFrame& frame) {
  const ImGuiIO& io = ImGui::GetIO();
  const float s = frame.ui_scale;
  const float m = mycity::session::kEndMargin * s;
  const float button_h = 44.0f * s;
  const table::ButtonRow row = table::centred_buttons(4, io.DisplaySize.x, 240.0f * s, m);
  const ImVec2 size{row.w, button_h};
  ImGui::SetCursorScreenPos({row.x, io.DisplaySize.y - m - button_h});
  // TRANSLATORS: "Enter" and "Esc" name keys.
  if (button((tr("Play again (Enter)") + "###again").c_str(), size)) play_again(frame);
  ImGui::SameLine(0, m);
  if (button((tr("Analysis") + "##analysis").c_str(), size) && hub_.look_back_at_game(look_))
    frame.go_to = MyCityScreen::Analysis;
  ImGui::SameLine(0, m);
  if (button((tr("Replay") + "##replay").c_str(), size) && hub_.look_back_at_game(look_))
    frame.go_to = MyCityScreen::Replay;
  ImGui::SameLine(0, m);
  if (button((tr("Menu (Esc)") + "###menu").c_str(), size)) frame.go_to = ScreenId::MainMenu;
  if (!error_.empty()) {
    ImGui::SameLine();
    ImGui::TextColored(ImColor(palette::kOnTableWarn), "%s", error_.c_str());
  }
}

void EndScreen::draw_banner(UiFrame& frame, const EternityTable& game,
                            const mycity::GameResult& result, float bottom) {
  const ImGuiIO& io = ImGui::GetIO();
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  draw_bunting(list, io.DisplaySize.x, 0.0f, 26.0f * s);
  // The winners' animals side by side above the line.
  const mycity::session::WinnerBadges badges = mycity::session::winner_badges(
      io.DisplaySize.x, bottom, static_cast<int>(result.winners.size()), s);
  std::size_t winner = 0;
  for (std::size_t seat = 0; seat < result.players.size(); ++seat) {
    if (result.players[seat].rank != 1) continue;
    const ImVec2 centre{badges.x[winner++], badges.y};
    list->AddCircle(centre, badges.size * 0.5f + 4.0f * s, palette::kGold, 48, 3.0f * s);
    draw_animal_badge(list, frame, presentation_.animals, game.seats()[seat].animal, centre,
                      badges.size);
  }
  ImGui::PushFont(frame.fonts.heading);
  const std::string line = winners_line(result);
  const ImVec2 size = ImGui::CalcTextSize(line.c_str());
  const ImVec2 at{(io.DisplaySize.x - size.x) * 0.5f, bottom - size.y};
  const ImVec2 lo{at.x - 24 * s, at.y - 4 * s};
  const ImVec2 hi{at.x + size.x + 24 * s, at.y + size.y + 4 * s};
  fill_rounded_rect(list, lo, hi, palette::kBanner, size.y);
  list->AddRect(lo, hi, palette::kGold, size.y, 0, 2.0f * s);
  list->AddText(at, palette::kInk, line.c_str());
  ImGui::PopFont();
}

void EndScreen::draw_player(UiFrame& frame, const EternityTable& game,
                            const mycity::GameResult& result, int seat, int column,
                            const mycity::session::Rect& at) {
  const float s = frame.ui_scale;
  const mycity::PlayerResult& r = result.players[static_cast<std::size_t>(seat)];
  const bool winner = r.rank == 1;
  ImGui::SetCursorScreenPos({at.x, at.y});
  ImGui::PushStyleColor(ImGuiCol_Border, winner ? palette::kGold : palette::kPanelBorder);
  const float border = winner ? 3.0f * s : 1.0f;
  ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, border);  // ImGui's layout minds it
  ImGui::BeginChild(("##player" + std::to_string(seat)).c_str(), {at.w, at.h}, true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
  draw_window_background(palette::kPanel, 8.0f * s, border);
  player_header(frame, presentation_.animals, game, r, seat);
  // TRANSLATORS: the score line of the points a player starts with.
  const std::string start = i18n::trc("score", "Start");
  draw_player_board(frame, game, r, start, seat, at.bottom());
  draw_score_lines(frame, r, start, seat, column);
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

void EndScreen::draw_player_board(UiFrame& frame, const EternityTable& game,
                                  const mycity::PlayerResult& r, const std::string& start, int seat,
                                  float bottom) {
  const float s = frame.ui_scale;
  const mycity::Game& g = game.game();
  const mycity::City& city = g.player(seat).city;
  const mycity::BoardLayout& layout = city.layout();
  const float bw = static_cast<float>(layout.width);
  const float bh = static_cast<float>(layout.height);
  const float inner_w = ImGui::GetContentRegionAvail().x;
  const float avail_h = bottom - ImGui::GetCursorScreenPos().y - ImGui::GetStyle().WindowPadding.y;
  const mycity::session::EndBoardFit fit = mycity::session::end_board_fit(
      inner_w, avail_h, layout.width, layout.height, longest_label(presentation_.words, start, r),
      score_lines_h(r.breakdown.size(), s), s);
  const float cell = snap_cell_size(fit.cell, frame.pixel_density);
  const ImVec2 board_at = ImGui::GetCursorScreenPos();
  BoardDrawStyle style;
  style.origin = {
      fit.side_by_side ? board_at.x : board_at.x + std::floor((inner_w - cell * bw) * 0.5f),
      board_at.y};
  style.cell = cell;
  style.pixel_density = frame.pixel_density;
  style.patterns = frame.settings.get().colour_blind_patterns;
  style.sticker_spots = false;
  ImDrawList* list = ImGui::GetWindowDrawList();
  draw_city_picture(list, frame.pictures, frame.art, city, style);
  if (hover_seat_ == seat) {
    if (const mycity::EndTerm* term = find_end_term(g, hover_term_)) {
      list->AddRectFilled(style.origin, {style.origin.x + cell * bw, style.origin.y + cell * bh},
                          palette::kBoardShade);
      mark_cells(list, term->cells(city), style, palette::kHighlight);
    }
  }
  if (fit.side_by_side) {
    ImGui::SetCursorScreenPos(
        {style.origin.x + cell * bw + mycity::session::kEndBoardGap * s, board_at.y});
  } else {
    ImGui::Dummy({inner_w, cell * bh + 6.0f * s});
  }
}

void EndScreen::draw_score_lines(UiFrame& frame, const mycity::PlayerResult& r,
                                 const std::string& start, int seat, int column) {
  ScoreTable table{
      ImGui::GetCursorPosX(),
      ImGui::GetWindowContentRegionMax().x - mycity::session::kEndValueWidth * frame.ui_scale, seat,
      column};
  ImGui::BeginGroup();
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                      {ImGui::GetStyle().ItemSpacing.x, 2.0f * frame.ui_scale});
  score_row(table, start, std::to_string(mycity::ScoreTrack::kStart), "start");
  for (const mycity::TermPoints& t : r.breakdown)
    score_row(table, tr(presentation_.words.term_label(t.term)), signed_points(t.points), t.term);
  ImGui::PopStyleVar();
  ImGui::SetCursorPosX(table.label_x);
  ImGui::Separator();
  ImGui::SetCursorPosX(table.label_x);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(tr("Total").c_str());
  ImGui::SameLine(0, 0);
  ImGui::SetCursorPosX(table.value_x);
  ImGui::TextUnformatted(score_number(r.score).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::EndGroup();
  rows_per_column_ = table.rows;
}

void EndScreen::score_row(ScoreTable& table, const std::string& label, const std::string& value,
                          const std::string& id) {
  ImGui::PushID(id.c_str());
  const int this_row = table.rows++;
  const bool keyed = key_active_ && key_column_ == table.column && key_row_ == this_row;
  const bool selected = hover_seat_ == table.seat && hover_term_ == id;
  ImGui::SetCursorPosX(table.label_x);
  ImGui::Selectable("##row", selected);
  const bool hot = ImGui::IsItemHovered() || keyed;
  // SetCursorPosX, not SameLine(x): inside a group SameLine adds the group's offset.
  ImGui::SameLine(0, 0);
  ImGui::SetCursorPosX(table.label_x);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(label.c_str());
  ImGui::SameLine(0, 0);
  ImGui::SetCursorPosX(table.value_x);
  ImGui::TextUnformatted(value.c_str());
  ImGui::PopStyleColor();
  if (hot) {
    next_hover_seat_ = table.seat;
    next_hover_term_ = id;
    const std::string hint = presentation_.words.term_hint(id);
    if (!hint.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(hint).c_str());
  }
  ImGui::PopID();
}

}  // namespace app
