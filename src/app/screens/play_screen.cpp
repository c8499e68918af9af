#include "screens/play_screen.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "art.hpp"
#include "board_view.hpp"
#include "menu_backdrop.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "play/city_view.hpp"
#include "play/handoff_panel.hpp"
#include "rounded_fill.hpp"
#include "screens/art_picture.hpp"
#include "screens/widgets.hpp"
#include "svg_cache.hpp"
#include "theme.hpp"

namespace mycity::app {

using session::ActiveGame;
using session::blocked_this_round;
using session::compute_play_layout;
using session::GameHub;
using session::PlayLayout;
using session::Rect;
using session::SeatInfo;

namespace {

constexpr ImU32 kTable = IM_COL32(74, 58, 40, 255);
constexpr ImU32 kLegal = IM_COL32(46, 160, 70, 255);
constexpr ImU32 kIllegal = IM_COL32(205, 50, 40, 255);
constexpr ImU32 kGood = IM_COL32(30, 110, 50, 255);

using Phase = session::TurnController::Phase;

// The thumbnails' badges' size, in points at UI scale 1.
constexpr float kThumbnailBadge = 22.0f;

float top_bar_badge(const PlayLayout& layout, float ui_scale) {
  return layout.top_bar.h - 12.0f * ui_scale;
}

// The side of a square of the revealed building's card, in points.
float card_cell(const PlayLayout& layout, float ui_scale) {
  return std::round(std::clamp(layout.side.w / 17.0f, 22.0f * ui_scale, 32.0f * ui_scale));
}

std::string score_text(const PlayerState& p) {
  std::string text = "Score " + std::to_string(p.track.shown());
  if (p.track.value() < 0) text += " (owes " + std::to_string(-p.track.value()) + ")";
  return text;
}

// A panel over its shadow. The shadow is drawn only in the strips along the right and
// bottom edges where it shows: under the nearly opaque panel (kPanel) it changed less than
// a level, and SDL blends every pixel of it (1.2 ms of a 1080p frame for the side panel).
void panel_rect(ImDrawList* list, const Rect& r, float rounding) {
  const ImVec2 shadow_min{r.x + 3, r.y + 5};
  const ImVec2 shadow_max{r.right() + 3, r.bottom() + 5};
  const float inner_x = r.right() - rounding;
  const ImVec4 strips[] = {{inner_x, r.y, shadow_max.x, shadow_max.y},
                           {r.x, r.bottom() - rounding, inner_x, shadow_max.y}};
  for (const ImVec4& strip : strips) {
    list->PushClipRect({strip.x, strip.y}, {strip.z, strip.w}, true);
    fill_rounded_rect(list, shadow_min, shadow_max, palette::kShade, rounding);
    list->PopClipRect();
  }
  fill_rounded_rect(list, {r.x, r.y}, {r.right(), r.bottom()}, palette::kPanel, rounding);
  list->AddRect({r.x, r.y}, {r.right(), r.bottom()}, palette::kPanelBorder, rounding, 0, 1.5f);
  // A command of its own: when text on the panel changes, the frame cache's diff then sees
  // the panel unchanged (draw_diff.hpp) and redraws the text, not the panel.
  list->AddDrawCmd();
}

BoardDrawStyle style_for(UiFrame& frame, ImVec2 origin, float cell) {
  BoardDrawStyle style;
  style.origin = origin;
  style.cell = cell;
  style.pixel_density = frame.pixel_density;
  style.patterns = frame.settings.get().colour_blind_patterns;
  style.sticker_spots = false;
  return style;
}

// The revealed building in the ghost's orientation, `cell` points per square.
void draw_piece_preview(ImDrawList* list, UiFrame& frame, const PieceDef& piece, int rot, bool flip,
                        ImVec2 at, float cell) {
  for (const Cell& c : orient(piece.base_cells, rot, flip)) {
    const ImVec2 lo{at.x + static_cast<float>(c.x) * cell, at.y + static_cast<float>(c.y) * cell};
    list->AddRectFilled({lo.x + 2, lo.y + 3}, {lo.x + cell + 2, lo.y + cell + 3}, palette::kShade);
    draw_building_cell(list, frame.art, piece.colour, lo, cell, frame.pixel_density,
                       frame.settings.get().colour_blind_patterns);
    list->AddRect(lo, {lo.x + cell, lo.y + cell}, IM_COL32(40, 28, 18, 200), 0, 0, 1.0f);
  }
}

// The table's layout for the board of `seat`.
PlayLayout table_layout(const UiFrame& frame, const Game& g, int seat) {
  const ImGuiIO& io = ImGui::GetIO();
  const BoardLayout& board = g.player(seat).city.layout();
  return compute_play_layout(io.DisplaySize.x, io.DisplaySize.y, board.width, board.height,
                             g.player_count() - 1, frame.ui_scale, frame.pixel_density);
}

// The board's frame and art: everything under the ghost and the marks.
void draw_board_art(ImDrawList* into, UiFrame& frame, const City& city, const PlayLayout& layout) {
  const float frame_w = std::max(3.0f, layout.cell * 0.12f);
  fill_rounded_rect(into, {layout.board.x - frame_w, layout.board.y - frame_w},
                    {layout.board.right() + frame_w, layout.board.bottom() + frame_w},
                    IM_COL32(48, 36, 22, 255), frame_w);
  draw_city(into, frame.art, city, style_for(frame, {layout.board.x, layout.board.y}, layout.cell));
}

// What lies under the board on the table, in its picture too: the top bar's panel, whose
// shadow the board's frame may overlap.
void draw_under_board(ImDrawList* into, const UiFrame& frame, const PlayLayout& layout) {
  panel_rect(into, layout.top_bar, 8.0f * frame.ui_scale);
}

// Where the thumbnails' pictures may begin: below the label above them.
float thumbnail_top(const UiFrame& frame, const Rect& thumbnail) {
  return thumbnail.y - 8.0f * frame.ui_scale;
}

// The place of `seat`'s thumbnail (0 to players - 2) while `shown` has the turn: the others
// follow in seat order from the next one.
int place_of(int seat, int shown, int players) {
  return (seat - shown - 1 + players) % players;
}

ListPicture& thumbnail_picture(UiFrame& frame, int seat, int place) {
  return frame.backdrop.thumbnail(static_cast<std::size_t>(seat), static_cast<std::size_t>(place));
}

// The side panel's background, under the thumbnails in their pictures too.
void draw_side_background(ImDrawList* into, const UiFrame& frame, const PlayLayout& layout) {
  panel_rect(into, layout.side, 8.0f * frame.ui_scale);
}

// A thumbnail but for its label: its frame in the seat's colour, `city` (the seat's), and
// "dropped out" over a city whose player dropped out.
void draw_thumbnail_art(ImDrawList* into, UiFrame& frame, const PlayTable& game, int seat,
                        const City& city, const Rect& r, const PlayLayout& layout) {
  const PlayerState& p = game.turns.game().player(seat);
  const SeatInfo& info = game.seats[static_cast<std::size_t>(seat)];
  into->AddRectFilled({r.x - 3, r.y - 3}, {r.right() + 3, r.bottom() + 3},
                      animal_colour(frame, info.animal), 4);
  draw_city(into, frame.art, city,
            style_for(frame, {r.x, r.y}, r.w / static_cast<float>(layout.board_w)));
  if (p.dropped) {
    into->AddRectFilled({r.x, r.y}, {r.right(), r.bottom()}, IM_COL32(30, 30, 30, 140));
    const ImVec2 ts = ImGui::CalcTextSize("dropped out");
    into->AddText({r.x + (r.w - ts.x) * 0.5f, r.y + (r.h - ts.y) * 0.5f},
                  IM_COL32(255, 255, 255, 255), "dropped out");
  }
}

// The game as it will be once the player on the table confirms the building they placed
// (nothing placed: nullopt): what follows it can be made before the hand-off shows it.
std::optional<Game> game_once_confirmed(const session::TurnController& turns) {
  const std::optional<Placement>& placed = turns.tentative();
  if (!placed || turns.phase() != Phase::Acting) return std::nullopt;
  Game next = turns.game();
  if (next.apply(Action::build(*placed))) return std::nullopt;
  return next;
}

// The hub's Eternity game: its autosave follows every action.
class EternitySource : public PlaySource {
 public:
  explicit EternitySource(GameHub& hub) : hub_(hub) {}
  std::optional<PlayTable> table() override {
    ActiveGame* game = hub_.game();
    if (game == nullptr) return std::nullopt;
    return PlayTable{game->turns, game->seats};
  }
  void save() override { hub_.save_if_changed(); }
  const std::string& save_error() const override { return hub_.last_save_error(); }
  ScreenId over_screen() const override { return ScreenId::End; }

 private:
  GameHub& hub_;
};

// The ghost's verdict in a box at least two lines high: the buttons below stay put while
// the pointer moves over the board and the text changes (they do not jump under the
// pointer), and the box is a child window, whose own draw list is all that changes in such
// a frame, so the frame cache redraws the text alone (docs/performance.md).
void draw_verdict(const std::string& text, ImU32 colour) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float needed = ImGui::CalcTextSize(text.c_str(), nullptr, false, width).y;
  const float height = std::max(needed, 2.0f * ImGui::GetTextLineHeight());
  ImGui::BeginChild("##verdict", {width, height}, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                        ImGuiWindowFlags_NoBackground);
  wrapped_text(text, colour);
  ImGui::EndChild();
}

}  // namespace

PlayScreen::PlayScreen(GameHub& hub)
    : own_source_(std::make_unique<EternitySource>(hub)), source_(*own_source_) {}

void PlayScreen::on_enter() {
  confirm_drop_ = false;
  last_mouse_cell_.reset();
  restart_work_ahead();
}

void PlayScreen::after_action() {
  confirm_drop_ = false;
  source_.after_action();
  save_due_ = true;
  restart_work_ahead();
}

void PlayScreen::after_frame() {
  if (!save_due_) return;
  save_due_ = false;
  source_.save();
}

void PlayScreen::restart_work_ahead() {
  ++ahead_generation_;
  ahead_next_ = 0;
}

void PlayScreen::place_or_confirm(PlayTable& game) {
  if (game.turns.tentative()) {
    if (game.turns.confirm()) after_action();
  } else {
    game.turns.place();
  }
}

void PlayScreen::pass(PlayTable& game) {
  if (game.turns.game().may_pass() && game.turns.pass()) after_action();
}

void PlayScreen::drop(PlayTable& game) {
  if (game.turns.drop()) after_action();
}

bool PlayScreen::on_event(const SDL_Event& event) {
  if (event.type != SDL_KEYDOWN) return false;
  std::optional<PlayTable> game = source_.table();
  if (!game) return false;
  const bool shift = (event.key.keysym.mod & KMOD_SHIFT) != 0;
  return handle_key(*game, event.key.keysym.sym, shift, event.key.repeat != 0);
}

bool PlayScreen::handle_key(PlayTable& game, int key, bool shift, bool repeat) {
  session::TurnController& turns = game.turns;
  const bool enter = key == SDLK_RETURN || key == SDLK_KP_ENTER;
  if (turns.phase() == Phase::Handoff) {
    if ((enter || key == SDLK_SPACE) && !repeat) {
      turns.take_seat();
      return true;
    }
    return false;
  }
  if (turns.phase() != Phase::Acting) return false;
  if (confirm_drop_) {
    if (repeat) return true;
    if (key == SDLK_y || enter) drop(game);
    if (key == SDLK_n || key == SDLK_ESCAPE) confirm_drop_ = false;
    return true;  // the question is modal
  }
  switch (key) {
    case SDLK_LEFT:
      turns.move_cursor(-1, 0);
      return true;
    case SDLK_RIGHT:
      turns.move_cursor(1, 0);
      return true;
    case SDLK_UP:
      turns.move_cursor(0, -1);
      return true;
    case SDLK_DOWN:
      turns.move_cursor(0, 1);
      return true;
    default:
      break;
  }
  if (repeat) return enter || key == SDLK_SPACE;
  if (enter) {
    place_or_confirm(game);
    return true;
  }
  switch (key) {
    case SDLK_r:
      turns.rotate(shift ? -1 : 1);
      return true;
    case SDLK_f:
      turns.mirror();
      return true;
    case SDLK_z:
    case SDLK_BACKSPACE:
      turns.undo();
      return true;
    case SDLK_p:
      pass(game);
      return true;
    case SDLK_d:
      confirm_drop_ = true;
      return true;
    case SDLK_l:
      show_legal_ = !show_legal_;
      return true;
    case SDLK_ESCAPE:
      if (!turns.tentative()) return false;  // back to the menu; the game stays
      turns.undo();
      return true;
    default:
      return false;
  }
}

void PlayScreen::draw(UiFrame& frame) {
  const ImGuiIO& io = ImGui::GetIO();
  frame.clear_colour = kTable;
  std::optional<PlayTable> game = source_.table();
  if (!game) {
    begin_centered_panel("##no-game", 420.0f * frame.ui_scale, 0.9f);
    heading(frame, "No game in progress");
    if (wide_button("Menu", 40.0f * frame.ui_scale)) frame.go_to = ScreenId::MainMenu;
    ImGui::End();
    return;
  }
  if (game->turns.phase() == Phase::Over) {
    frame.go_to = source_.over_screen();
    return;
  }
  const PlayLayout layout = table_layout(frame, game->turns.game(), game->turns.seat());

  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize(io.DisplaySize);
  ImGui::Begin("##table", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoBringToFrontOnFocus |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoScrollWithMouse);
  draw_top_bar(frame, *game, layout);
  draw_board(frame, *game, layout);
  draw_side_panel(frame, *game, layout);
  draw_thumbnails(frame, *game, layout);
  draw_hints(layout);
  ImGui::End();
  // No shade over the table under the hand-off or the question: the panel's shadow sets it
  // apart, the table's buttons are disabled, and a full-window shade cost every turn two
  // frames drawn whole (docs/performance.md).
  if (game->turns.phase() == Phase::Handoff) draw_handoff(frame, *game);
  if (confirm_drop_) draw_drop_confirm(frame, *game);
}

void PlayScreen::note_table_look(const UiFrame& frame, const PictureTarget& target) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  const std::array<float, 10> look{size.x,
                                   size.y,
                                   frame.ui_scale,
                                   frame.pixel_density,
                                   frame.settings.get().colour_blind_patterns ? 1.0f : 0.0f,
                                   static_cast<float>(target.flags),
                                   target.clip_min.x,
                                   target.clip_min.y,
                                   target.clip_max.x,
                                   target.clip_max.y};
  if (table_target_ && look == table_look_) return;
  table_target_ = target;
  table_look_ = look;
  restart_work_ahead();
}

bool PlayScreen::work_ahead(UiFrame& frame) {
  std::optional<PlayTable> game = source_.table();
  if (!game || !table_target_ || game->turns.phase() == Phase::Over) return false;
  if (game->turns.tentative() != ahead_tentative_) {  // placed or taken back: a new thumbnail
    ahead_tentative_ = game->turns.tentative();
    restart_work_ahead();
  }
  if (ahead_done_ == ahead_generation_) return false;
  frame.clear_colour = kTable;  // under the table, as draw() has it
  // The pieces: each seat's badges (and the card's art), each seat's board, each seat's
  // city in each place for the others', then the hand-off that follows the building placed.
  const int n = game->turns.game().player_count();
  const int others = std::max(n - 1, 1);
  const int handoff_piece = 2 * n + n * others;
  while (ahead_next_ <= handoff_piece) {
    const int piece = ahead_next_++;
    bool done = false;
    if (piece < n)
      done = prepare_seat_art(frame, *game, piece);
    else if (piece < 2 * n)
      done = prepare_board(frame, *game, piece - n);
    else if (piece < handoff_piece)
      done = prepare_thumbnail(frame, *game, (piece - 2 * n) / others, (piece - 2 * n) % others);
    else
      done = prepare_handoff(frame, *game);
    if (done) return true;
  }
  ahead_done_ = ahead_generation_;
  return false;
}

bool PlayScreen::prepare_board(UiFrame& frame, const PlayTable& game, int seat) {
  if (seat == game.turns.seat()) return false;  // on the table: drawn as it is
  const Game& g = game.turns.game();
  const PlayLayout layout = table_layout(frame, g, seat);
  prepare_art_picture(
      frame, *table_target_, frame.backdrop.board(static_cast<std::size_t>(seat)),
      [&](ImDrawList* into) { draw_under_board(into, frame, layout); },
      [&](ImDrawList* into) { draw_board_art(into, frame, g.player(seat).city, layout); },
      layout.top_bar.bottom());
  return true;
}

bool PlayScreen::prepare_thumbnail(UiFrame& frame, const PlayTable& game, int seat, int place) {
  const int shown = game.turns.seat();
  const PlayLayout layout = table_layout(frame, game.turns.game(), shown);
  const int players = game.turns.game().player_count();
  if ((seat != shown && place == place_of(seat, shown, players)) ||  // on the table
      place >= static_cast<int>(layout.thumbnails.size()))
    return false;
  const Rect& r = layout.thumbnails[static_cast<std::size_t>(place)];
  // The player on the table is shown next with the building they placed, once confirmed.
  const std::optional<Game> next =
      seat == shown ? game_once_confirmed(game.turns) : std::optional<Game>{};
  const City& city = (next ? *next : game.turns.game()).player(seat).city;
  prepare_art_picture(
      frame, *table_target_, thumbnail_picture(frame, seat, place),
      [&](ImDrawList* into) { draw_side_background(into, frame, layout); },
      [&](ImDrawList* into) { draw_thumbnail_art(into, frame, game, seat, city, r, layout); },
      thumbnail_top(frame, r));
  return true;
}

bool PlayScreen::prepare_handoff(UiFrame& frame, const PlayTable& game) {
  const std::optional<Game> next = game_once_confirmed(game.turns);
  if (!next || next->over()) return false;
  const int seat = next->to_act();
  const HandoffText text = handoff_text(*next, game.seats[static_cast<std::size_t>(seat)]);
  const HandoffLayout panel = handoff_layout(frame, text);
  if (!panel.fits) return false;  // drawn as it is, cut at the panel's edge
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  // As the panel's list is when draw_handoff() shows it: the whole window its clip.
  const PictureTarget on{table_target_->flags, {0, 0}, display};
  prepare_art_picture(
      frame, on, frame.backdrop.handoff(),
      [&](ImDrawList* into) { draw_handoff_background(into, panel); },
      [&](ImDrawList* into) { draw_handoff_content(into, frame, panel, text); });
  return true;
}

bool PlayScreen::prepare_seat_art(UiFrame& frame, const PlayTable& game, int seat) {
  const Game& g = game.turns.game();
  const PlayLayout layout = table_layout(frame, g, seat);
  const float s = frame.ui_scale;
  const int before = frame.art.rasterisations();
  const int animal = game.seats[static_cast<std::size_t>(seat)].animal;
  for (const float size : {top_bar_badge(layout, s), kHandoffBadge * s, kThumbnailBadge * s})
    prepare_animal_badge(frame, animal, size);
  if (seat == 0) {  // the revealed building's card, in every colour
    const float cell = card_cell(layout, s);
    for (int c = 0; c < kColourCount; ++c) {
      const auto colour = static_cast<Colour>(c);
      art_texture(frame.art, building_art(colour), {0, 0}, {cell, cell}, frame.pixel_density);
      if (frame.settings.get().colour_blind_patterns)
        art_texture(frame.art, pattern_art(colour), {0, 0}, {cell, cell}, frame.pixel_density);
    }
  }
  return frame.art.rasterisations() != before;
}

void PlayScreen::draw_top_bar(UiFrame& frame, const PlayTable& game, const PlayLayout& layout) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  const Rect& r = layout.top_bar;
  const float s = frame.ui_scale;
  panel_rect(list, r, 8.0f * s);
  const int seat = game.turns.seat();
  const Game& g = game.turns.game();
  const SeatInfo& info = game.seats[static_cast<std::size_t>(seat)];
  const float badge = top_bar_badge(layout, s);
  draw_animal_badge(list, frame, info.animal, {r.x + 8.0f * s + badge * 0.5f, r.y + r.h * 0.5f},
                    badge);
  ImGui::PushFont(frame.fonts.heading);
  const std::string turn = info.name + "'s turn";
  const float text_x = r.x + 16.0f * s + badge;
  ImGui::SetCursorScreenPos({text_x, r.y + (r.h - ImGui::GetTextLineHeight()) * 0.5f});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(turn.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::SameLine(0, 18.0f * s);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 3.0f * s);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(score_text(g.player(seat)).c_str());
  ImGui::PopStyleColor();

  std::string right = "Round " + std::to_string(g.round()) + "  \xC2\xB7  " +
                      std::to_string(g.cards_revealed()) + " of " +
                      std::to_string(g.deck().size()) + " cards revealed";
  const std::string& save_error = source_.save_error();
  const float w = ImGui::CalcTextSize(right.c_str()).x;
  ImGui::SetCursorScreenPos(
      {r.right() - w - 14.0f * s,
       r.y + (r.h - ImGui::GetTextLineHeight()) * 0.5f - (save_error.empty() ? 0.0f : 9.0f * s)});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(right.c_str());
  ImGui::PopStyleColor();
  if (!save_error.empty()) {
    const std::string note = "Autosave failed (see the terminal)";
    const float nw = ImGui::CalcTextSize(note.c_str()).x;
    ImGui::SetCursorScreenPos({r.right() - nw - 14.0f * s, ImGui::GetCursorScreenPos().y});
    ImGui::PushStyleColor(ImGuiCol_Text, palette::kWarn);
    ImGui::TextUnformatted(note.c_str());
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", save_error.c_str());
  }
}

void PlayScreen::draw_board(UiFrame& frame, PlayTable& game, const PlayLayout& layout) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  session::TurnController& turns = game.turns;
  const Game& g = turns.game();
  const City& city = g.player(turns.seat()).city;
  const BoardDrawStyle style = style_for(frame, {layout.board.x, layout.board.y}, layout.cell);
  const auto board_art = [&](ImDrawList* into) { draw_board_art(into, frame, city, layout); };
  const auto under_board = [&](ImDrawList* into) { draw_under_board(into, frame, layout); };
  // A picture per seat: a player's board comes back as they left it (work_ahead() adds
  // what changed while it was away).
  const auto seat = static_cast<std::size_t>(turns.seat());
  note_table_look(frame, picture_target(*list));
  if (!draw_art_picture(frame, list, frame.backdrop.board(seat), under_board, board_art,
                        layout.top_bar.bottom()))
    board_art(list);
  const bool acting = turns.phase() == Phase::Acting && !confirm_drop_;

  // Mouse: the ghost follows the pointer, left click places, right click mirrors, the
  // wheel rotates.
  ImGui::SetCursorScreenPos({layout.board.x, layout.board.y});
  ImGui::InvisibleButton("##board", {layout.board.w, layout.board.h},
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  const ImGuiIO& io = ImGui::GetIO();
  const bool hovered = ImGui::IsItemHovered();
  const std::optional<Cell> under =
      hovered ? layout.cell_at(io.MousePos.x, io.MousePos.y) : std::nullopt;
  if (acting && under) {
    if (!last_mouse_cell_ || !(*last_mouse_cell_ == *under)) turns.set_cursor(*under);
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left) && !turns.tentative()) {
      turns.set_cursor(*under);
      turns.place();
    }
    if (ImGui::IsItemClicked(ImGuiMouseButton_Right)) turns.mirror();
    if (io.MouseWheel > 0) turns.rotate(1);
    if (io.MouseWheel < 0) turns.rotate(-1);
  }
  last_mouse_cell_ = under;
  if (turns.phase() != Phase::Acting) return;

  if (show_legal_ && !turns.tentative()) {
    for (const Cell& c : turns.legal_cursor_cells()) {
      const ImVec2 lo = cell_min(style, c);
      const ImVec2 centre{lo.x + layout.cell * 0.5f, lo.y + layout.cell * 0.5f};
      list->AddCircleFilled(centre, layout.cell * 0.16f, IM_COL32(255, 255, 255, 230), 20);
      list->AddCircleFilled(centre, layout.cell * 0.11f, kLegal, 20);
    }
  }

  const session::Ghost ghost = turns.ghost();
  const PieceDef& piece = g.catalogue().piece(g.current_piece());
  const bool placed = turns.tentative().has_value();
  const float c = layout.cell;
  const float line = std::max(2.0f, c * 0.07f);
  ImVec2 lowest{layout.board.x, layout.board.y};
  for (const Cell& cell : ghost.cells) {
    if (cell.x < 0 || cell.y < 0 || cell.x >= layout.board_w || cell.y >= layout.board_h) continue;
    const ImVec2 lo = cell_min(style, cell);
    const ImVec2 hi{lo.x + c, lo.y + c};
    lowest = ImVec2{std::max(lowest.x, lo.x), std::max(lowest.y, hi.y)};
    if (placed) {
      draw_building_cell(list, frame.art, piece.colour, lo, c, frame.pixel_density, style.patterns);
      list->AddRect(lo, hi, IM_COL32(255, 248, 220, 255), 0, 0, line);
      continue;
    }
    draw_art(list, frame.art, building_art(piece.colour), lo, hi, frame.pixel_density,
             IM_COL32(255, 255, 255, 165));
    const ImU32 tone = ghost.legal() ? kLegal : kIllegal;
    list->AddRectFilled(lo, hi, (tone & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 80));
    list->AddRect({lo.x + line * 0.5f, lo.y + line * 0.5f},
                  {hi.x - line * 0.5f, hi.y - line * 0.5f}, tone, 0, 0, line);
    if (!ghost.legal()) {  // a cross: illegal without relying on red
      const float k = c * 0.28f;
      list->AddLine({lo.x + k, lo.y + k}, {hi.x - k, hi.y - k}, tone, line);
      list->AddLine({hi.x - k, lo.y + k}, {lo.x + k, hi.y - k}, tone, line);
    }
  }
  // The reason next to the ghost, so the eye need not leave the board.
  if (!placed && ghost.violation) {
    const std::string text = ghost.violation->reason;
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    const float pad = 6.0f * frame.ui_scale;
    ImVec2 at{std::clamp(lowest.x - size.x * 0.5f, layout.board.x + pad,
                         layout.board.right() - size.x - pad),
              std::min(lowest.y + pad, layout.board.bottom() - size.y - pad * 3)};
    fill_rounded_rect(list, {at.x - pad, at.y - pad * 0.6f},
                      {at.x + size.x + pad, at.y + size.y + pad * 0.6f}, IM_COL32(60, 16, 12, 225),
                      6.0f);
    list->AddText(at, IM_COL32(255, 236, 225, 255), text.c_str());
  }
}

void PlayScreen::draw_side_panel(UiFrame& frame, PlayTable& game, const PlayLayout& layout) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float s = frame.ui_scale;
  draw_side_background(list, frame, layout);
  const float child_bottom =
      layout.thumbnails.empty() ? layout.side.bottom() : layout.thumbnails.front().y - 34.0f * s;
  const float pad = 12.0f * s;
  ImGui::SetCursorScreenPos({layout.side.x + pad, layout.side.y + pad});
  ImGui::BeginChild("##side",
                    {layout.side.w - 2 * pad, std::max(40.0f, child_bottom - layout.side.y - pad)},
                    false, ImGuiWindowFlags_NoBackground);
  const Game& g = game.turns.game();
  const PieceDef& piece = g.catalogue().piece(g.current_piece());

  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted("The revealed building");
  ImGui::PopStyleColor();
  // The card: the piece in the ghost's orientation beside its name.
  const float cell = card_cell(layout, s);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float card_h = cell * 4.0f;  // the tallest orientation is 4 cells
  ImDrawList* child_list = ImGui::GetWindowDrawList();
  // Bands and corners, not ImGui's triangle fan (0.4 ms of a round's first hand-off).
  fill_rounded_rect(child_list, at, {at.x + cell * 5.0f, at.y + card_h},
                    IM_COL32(236, 226, 198, 255), 6 * s);
  const std::vector<Cell> cells = orient(piece.base_cells, game.turns.rot(), game.turns.flip());
  int pw = 0;
  int ph = 0;
  for (const Cell& c : cells) {
    pw = std::max(pw, c.x + 1);
    ph = std::max(ph, c.y + 1);
  }
  draw_piece_preview(child_list, frame, piece, game.turns.rot(), game.turns.flip(),
                     {at.x + (cell * 5.0f - cell * static_cast<float>(pw)) * 0.5f,
                      at.y + (card_h - cell * static_cast<float>(ph)) * 0.5f},
                     cell);
  ImGui::SetCursorScreenPos({at.x + cell * 5.0f + 12.0f * s, at.y});
  ImGui::BeginGroup();
  ImGui::PushFont(frame.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(piece.name.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::Text("%s  \xC2\xB7  %d cells", std::string(colour_label(piece.colour)).c_str(),
              piece.cell_count());
  ImGui::PopStyleColor();
  // Notes beside the piece, so the card keeps its height.
  if (piece.must_build) wrapped_text("Must be built: no passing (R14).", palette::kWarn);
  if (const std::optional<int> hidden = blocked_this_round(g)) {
    wrapped_text("Block card: the " + g.catalogue().piece(*hidden).name + " was skipped (R15).",
                 palette::kWarn);
  }
  ImGui::EndGroup();
  ImGui::SetCursorScreenPos({at.x, at.y + card_h + 6.0f * s});
  ImGui::Separator();
  draw_actions(frame, game);
  ImGui::EndChild();
}

void PlayScreen::draw_actions(UiFrame& frame, PlayTable& game) {
  session::TurnController& turns = game.turns;
  const Game& g = turns.game();
  const PieceDef& piece = g.catalogue().piece(g.current_piece());
  const float s = frame.ui_scale;
  const bool acting = turns.phase() == Phase::Acting && !confirm_drop_;
  const bool placed = turns.tentative().has_value();

  // What the ghost says, in words.
  std::string verdict;
  ImU32 verdict_colour = palette::kWarn;
  if (acting) {
    const session::Ghost ghost = turns.ghost();
    if (placed) {
      verdict = "Placed. Confirm to end your turn, or undo to move it.";
      verdict_colour = kGood;
    } else if (!has_legal_placement(g.catalogue(), g.player(turns.seat()).city,
                                    g.current_piece())) {
      verdict = "The " + piece.name + " fits nowhere on your board: " +
                (g.may_pass() ? "pass or drop out." : "you can only drop out.");
    } else if (ghost.legal()) {
      verdict = "Fits here: click or press Enter to place.";
      verdict_colour = kGood;
    } else {
      verdict =
          "Cannot build here: " + ghost.violation->reason + " (" + ghost.violation->rule + ")";
    }
  }
  draw_verdict(verdict, verdict_colour);
  ImGui::Spacing();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float bw = (ImGui::GetContentRegionAvail().x - gap) * 0.5f;
  const ImVec2 size{bw, std::round(36.0f * s)};
  ImGui::BeginDisabled(!acting || placed);
  if (button("Rotate (R)", size)) turns.rotate(1);
  ImGui::SameLine();
  if (button("Mirror (F)", size)) turns.mirror();
  ImGui::EndDisabled();

  ImGui::BeginDisabled(!acting || (!placed && !turns.ghost().legal()));
  if (button(placed ? "Confirm (Enter)###place" : "Place (Enter)###place", size))
    place_or_confirm(game);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!placed);
  if (button("Undo (Z)", size)) turns.undo();
  ImGui::EndDisabled();

  if (!piece.must_build) {  // R14: a church card has no pass
    ImGui::BeginDisabled(!acting || placed || !g.may_pass());
    if (button("Pass  \xE2\x88\x92"
               "1 (P)###pass",
               size))
      pass(game);
    ImGui::EndDisabled();
    if (!g.may_pass() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("Passing costs 1 point; your track shows 0 (R12).");
    ImGui::SameLine();
  }
  ImGui::BeginDisabled(!acting || placed);
  if (button("Drop out (D)", size)) confirm_drop_ = true;
  ImGui::EndDisabled();

  ImGui::BeginDisabled(confirm_drop_);  // the question is modal
  ImGui::Checkbox("Legal places (L)", &show_legal_);
  ImGui::SameLine(bw + gap);
  if (button("Menu (Esc)", {bw, 0})) frame.go_to = ScreenId::MainMenu;
  ImGui::EndDisabled();
  source_.draw_extras(frame);
}

void PlayScreen::draw_thumbnails(UiFrame& frame, const PlayTable& game, const PlayLayout& layout) {
  if (layout.thumbnails.empty()) return;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const Game& g = game.turns.game();
  const int n = g.player_count();
  const float s = frame.ui_scale;
  ImGui::SetCursorScreenPos({layout.side.x + 12.0f * s, layout.thumbnails.front().y - 28.0f * s});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted("The other cities");
  ImGui::PopStyleColor();
  for (std::size_t i = 0; i < layout.thumbnails.size(); ++i) {
    const int seat = (game.turns.seat() + 1 + static_cast<int>(i)) % n;
    const Rect& r = layout.thumbnails[i];
    const PlayerState& p = g.player(seat);
    const SeatInfo& info = game.seats[static_cast<std::size_t>(seat)];
    // A picture per seat and place, made ahead while idle (work_ahead).
    const auto art = [&](ImDrawList* into) {
      draw_thumbnail_art(into, frame, game, seat, p.city, r, layout);
    };
    if (!draw_art_picture(
            frame, list, thumbnail_picture(frame, seat, static_cast<int>(i)),
            [&](ImDrawList* into) { draw_side_background(into, frame, layout); }, art,
            thumbnail_top(frame, r)))
      art(list);
    const float badge = kThumbnailBadge * s;
    draw_animal_badge(list, frame, info.animal,
                      {r.x + badge * 0.5f, r.bottom() + 6.0f * s + badge * 0.5f}, badge);
    // Both lines end at the thumbnail's frame, so neighbours' labels never run together
    // ("Name (City)" of a campaign seat is often wider than a 4-player thumbnail).
    const float tx = r.x + badge + 6.0f * s;
    const float room = r.right() + 3 - tx;
    list->AddText({tx, r.bottom() + 2.0f * s}, palette::kInk, fitted(info.name, room).c_str());
    list->AddText({tx, r.bottom() + 2.0f * s + ImGui::GetTextLineHeight()}, palette::kInkSoft,
                  fitted(score_text(p), room).c_str());
  }
}

void PlayScreen::draw_hints(const PlayLayout& layout) {
  const char* hints =
      "\xE2\x86\x90\xE2\x86\x91\xE2\x86\x92\xE2\x86\x93 move   R rotate (Shift+R back)   F mirror  "
      " "
      "Enter place / confirm   Z undo   P pass   D drop out   L legal places   Esc menu";
  ImDrawList* list = ImGui::GetWindowDrawList();
  const Rect& r = layout.hints;
  const ImVec2 size = ImGui::CalcTextSize(hints);
  const float x = r.x + std::max(0.0f, (r.w - size.x) * 0.5f);
  const float y = r.y + (r.h - size.y) * 0.5f;
  list->AddRectFilled({x - 12, r.y}, {x + size.x + 12, r.bottom()}, IM_COL32(30, 22, 14, 150),
                      r.h * 0.5f);
  list->PushClipRect({r.x, r.y}, {r.right(), r.bottom()}, true);
  list->AddText({x, y}, IM_COL32(246, 236, 210, 255), hints);
  list->PopClipRect();
}

void PlayScreen::draw_handoff(UiFrame& frame, PlayTable& game) {
  const Game& g = game.turns.game();
  const int seat = game.turns.seat();
  const HandoffText text = handoff_text(g, game.seats[static_cast<std::size_t>(seat)]);
  const HandoffLayout panel = handoff_layout(frame, text);
  ImGui::SetNextWindowPos(panel.pos);
  ImGui::SetNextWindowSize(panel.size);
  ImGui::Begin("##handoff", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground);
  ImDrawList* list = ImGui::GetWindowDrawList();
  draw_panel_chrome(list, panel.pos, panel.size);
  const auto content = [&](ImDrawList* into) { draw_handoff_content(into, frame, panel, text); };
  // The content from its picture when work_ahead() made it (the hand-off that follows a
  // building placed); otherwise drawn as it is, cut at the panel's edge if it does not fit.
  list->PushClipRectFullScreen();  // as work_ahead() makes the content's picture
  const bool from_picture =
      panel.fits && draw_ready_art_picture(
                        frame, list, frame.backdrop.handoff(),
                        [&](ImDrawList* into) { draw_handoff_background(into, panel); }, content);
  list->PopClipRect();
  if (!from_picture) {
    list->PushClipRect(panel.pos, {panel.pos.x + panel.size.x, panel.pos.y + panel.size.y});
    content(list);
    list->PopClipRect();
  }
  ImGui::SetCursorScreenPos(panel.button_pos);
  if (button(kTakeSeatLabel, panel.button_size)) game.turns.take_seat();
  ImGui::End();
}

void PlayScreen::draw_drop_confirm(UiFrame& frame, PlayTable& game) {
  const float s = frame.ui_scale;
  begin_centered_panel("##drop", 440.0f * s, 0.9f);
  ImGui::PushFont(frame.fonts.heading);
  centered_text("Drop out of this game?", palette::kInk);
  ImGui::PopFont();
  wrapped_text(
      "You take no more turns. Your city is still scored at the end with everyone "
      "else's (R13).",
      palette::kInkSoft);
  ImGui::Spacing();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const ImVec2 size{(ImGui::GetContentRegionAvail().x - gap) * 0.5f, 40.0f * s};
  if (button("Drop out (Y)", size)) drop(game);
  ImGui::SameLine();
  if (button("Keep playing (N)", size)) confirm_drop_ = false;
  ImGui::End();
}

}  // namespace mycity::app
