#include "screens/mycity/play/supply_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "i18n/translate.hpp"
#include "mycity/placement.hpp"
#include "mycity/session/supply.hpp"
#include "mycity/session/supply_band.hpp"
#include "screens/mycity/paint/art.hpp"
#include "screens/mycity/paint/board_view.hpp"
#include "screens/mycity/play/play_paint.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {
namespace {

using i18n::tr;
using i18n::trn;
using mycity::session::SupplyBuilding;
using mycity::session::SupplyState;

// The building lying flattest without turning it over: fewest rows, then fewest columns.
const mycity::Orientation& lying_flat(const mycity::PieceDef& piece) {
  const auto rotations = placeable_orientations(piece, mycity::HouseRules{});
  return *std::min_element(rotations.begin(), rotations.end(),
                           [](const mycity::Orientation& a, const mycity::Orientation& b) {
                             return std::pair{a.height, a.width} < std::pair{b.height, b.width};
                           });
}

// Why a building lies animal side up.
std::string why_turned_over(SupplyState state) {
  switch (state) {
    case SupplyState::Passed:
      return tr("passed");
    case SupplyState::Blocked:
      return tr("blocked by the block card");
    default:
      return tr("dropped out");
  }
}

std::string state_words(SupplyState state) {
  switch (state) {
    case SupplyState::ToCome:
      return tr("still to come");
    case SupplyState::InPlay:
      return tr("revealed now");
    case SupplyState::Built:
      return tr("built");
    default:
      // TRANSLATORS: a building lying animal side up; {1} says why ("passed").
      return i18n::format(tr("turned over ({1})"), why_turned_over(state));
  }
}

// One silhouette with its top-left at `lo`, `u` points a square; returns its width.
float draw_silhouette(UiFrame& frame, ImDrawList* list, const mycity::PieceDef& piece,
                      SupplyState state, ImVec2 lo, float u) {
  const mycity::Orientation& o = lying_flat(piece);
  const ImVec2 hi{lo.x + u * static_cast<float>(o.width), lo.y + u * static_cast<float>(o.height)};
  const bool face_down = mycity::session::turned_over(state);
  for (const mycity::Cell& c : o.cells) {
    const ImVec2 p{lo.x + static_cast<float>(c.x) * u, lo.y + static_cast<float>(c.y) * u};
    if (face_down) {
      list->AddRectFilled(p, {p.x + u, p.y + u}, palette::kTileBack);
    } else {
      draw_building_cell(list, frame.art, piece.colour, p, u, frame.pixel_density,
                         frame.settings.get().colour_blind_patterns);
    }
    list->AddRect(p, {p.x + u, p.y + u}, palette::kSilhouetteEdge);
  }
  if (state == SupplyState::Built) list->AddRectFilled(lo, hi, palette::kBuiltDim);
  if (face_down) {
    list->AddLine({lo.x + 1, lo.y + 1}, {hi.x - 1, hi.y - 1}, palette::kTileCross, 1.5f);
    list->AddLine({hi.x - 1, lo.y + 1}, {lo.x + 1, hi.y - 1}, palette::kTileCross, 1.5f);
  }
  if (state == SupplyState::InPlay)
    list->AddRect({lo.x - 2, lo.y - 2}, {hi.x + 2, hi.y + 2}, palette::kInk, 2.0f, 0, 2.0f);
  if (ImGui::IsMouseHoveringRect(lo, hi))
    ImGui::SetTooltip("%s: %s", tr(piece.name).c_str(), state_words(state).c_str());
  return hi.x - lo.x;
}

std::string cards_line(const mycity::session::DeckRemaining& deck) {
  const std::string line = i18n::format(
      trn("{1} of {2} card left", "{1} of {2} cards left", deck.in_deck), deck.cards, deck.in_deck);
  if (!deck.has_block) return line;
  // TRANSLATORS: {1} is "12 of 24 cards left".
  const std::string still_in = tr("{1}, block card still in");
  return i18n::format(deck.block_still_in ? still_in : tr("{1}, block card out"), line);
}

// One colour of the supply: its buildings and how many of its cards are left.
struct ColourGroup {
  std::vector<SupplyBuilding> buildings;
  int left = 0;    // cards of this colour still in the deck
  int cells = 0;   // the silhouettes' widths in squares
  int height = 0;  // the tallest silhouette in squares
};

std::vector<ColourGroup> colour_groups(const mycity::Game& game, int seat,
                                       const mycity::session::DeckRemaining& deck) {
  const std::vector<SupplyBuilding> supply = mycity::session::player_supply(game, seat);
  std::vector<ColourGroup> groups;
  for (const mycity::session::DeckColour& colour : deck.colours) {
    ColourGroup g;
    g.left = static_cast<int>(colour.remaining.size());
    for (const SupplyBuilding& b : supply) {
      const mycity::PieceDef& piece = game.catalogue().piece(b.piece);
      if (piece.colour != colour.colour) continue;
      g.buildings.push_back(b);
      g.cells += lying_flat(piece).width;
      g.height = std::max(g.height, lying_flat(piece).height);
    }
    groups.push_back(std::move(g));
  }
  return groups;
}

// How many cards of a colour are left: "6 left", or "6" where room is short.
std::string left_label(int left, bool bare) {
  // TRANSLATORS: how many cards of one kind of building are left in the deck.
  return bare ? std::to_string(left) : i18n::format(trn("{1} left", "{1} left", left), left);
}

// The band's small text: its font at 85 % of the body's size.
struct BandFont {
  ImFont* font;
  float size;
  float width(const std::string& text) const {
    return font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str()).x;
  }
};

// Each colour as the planner needs it, its labels measured.
std::vector<mycity::session::SupplyGroupSize> group_sizes(const std::vector<ColourGroup>& groups,
                                                          const BandFont& text) {
  std::vector<mycity::session::SupplyGroupSize> sizes;
  for (const ColourGroup& g : groups)
    sizes.push_back({g.cells, g.height, static_cast<int>(g.buildings.size()),
                     text.width(left_label(g.left, false)), text.width(left_label(g.left, true))});
  return sizes;
}

// One row of colours from its top `y`: each colour's silhouettes, then its cards left.
void draw_band_row(UiFrame& frame, ImDrawList* list, const mycity::Game& game,
                   const mycity::session::Rect& r, const std::vector<const ColourGroup*>& row,
                   const mycity::session::SupplyBandPlan& plan, float y, float row_h,
                   const BandFont& text) {
  const mycity::session::SupplyBandSpacing sp =
      mycity::session::supply_band_spacing(frame.ui_scale);
  const float text_y = y + (row_h - text.size) * 0.5f;
  float x = r.x + sp.pad;
  for (const ColourGroup* g : row) {
    for (const SupplyBuilding& b : g->buildings) {
      const mycity::PieceDef& piece = game.catalogue().piece(b.piece);
      const float h = static_cast<float>(lying_flat(piece).height) * plan.u;
      x += draw_silhouette(frame, list, piece, b.state, {x, y + std::floor((row_h - h) * 0.5f)},
                           plan.u) +
           sp.gap;
    }
    const std::string left = left_label(g->left, plan.bare);
    list->AddText(text.font, text.size, {x, text_y}, palette::kInkSoft, left.c_str());
    x += text.width(left) + sp.group_gap;
  }
}

// The block card at the end of the last row, faded once revealed, and `block` saying
// whether it is in.
void draw_block_card(UiFrame& frame, ImDrawList* list, const mycity::session::Rect& r,
                     bool still_in, const std::string& block, float y, float row_h,
                     const BandFont& text) {
  const mycity::session::Rect card =
      mycity::session::block_card_rect(r, y, row_h, text.width(block), frame.ui_scale);
  const float gap = mycity::session::supply_band_spacing(frame.ui_scale).gap;
  const ImVec2 lo{card.x, card.y};
  const ImVec2 hi{card.right(), card.bottom()};
  draw_art(list, frame.art, "block", lo, hi, frame.pixel_density,
           still_in ? palette::kArtAsDrawn : palette::kFadedArt);
  list->AddText(text.font, text.size, {hi.x + gap * 2, y + (row_h - text.size) * 0.5f},
                still_in ? palette::kWarn : palette::kInkSoft, block.c_str());
  if (ImGui::IsMouseHoveringRect(lo, {r.right(), hi.y}))
    ImGui::SetTooltip("%s", (still_in ? tr("The block card is still in the deck.")
                                      : tr("The block card has been revealed."))
                                .c_str());
}

}  // namespace

void draw_supply_band(UiFrame& frame, const mycity::Game& game, int seat,
                      const mycity::session::Rect& r) {
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  panel_rect(list, {r.x, r.y}, {r.right(), r.bottom()}, 6.0f * s);
  // A silhouette's or the block card's own tooltip replaces this one.
  if (ImGui::IsMouseHoveringRect({r.x, r.y}, {r.right(), r.bottom()}))
    ImGui::SetTooltip(
        "%s", tr("Your buildings and the cards left: press S for the list in words.").c_str());
  const mycity::session::DeckRemaining deck = mycity::session::deck_remaining(game);
  const std::vector<ColourGroup> groups = colour_groups(game, seat, deck);
  if (groups.empty()) return;
  const BandFont text{ImGui::GetFont(), std::round(ImGui::GetFontSize() * 0.85f)};
  // TRANSLATORS: beside the block card: it is still in the deck, or out of it.
  const std::string block = deck.block_still_in ? tr("still in") : tr("out");
  const float block_w = deck.has_block ? mycity::session::block_card_room(text.width(block), s) : 0;
  const mycity::session::SupplyBandPlan plan =
      mycity::session::plan_supply_band(group_sizes(groups, text), r, block_w, s);
  const float row_gap = mycity::session::supply_band_spacing(s).row_gap;
  float y = plan.top(r, row_gap);
  for (std::size_t row = 0; row < plan.rows.size(); ++row) {
    std::vector<const ColourGroup*> colours;
    for (const std::size_t i : plan.rows[row]) colours.push_back(&groups[i]);
    const float row_h = static_cast<float>(plan.heights[row]) * plan.u;
    draw_band_row(frame, list, game, r, colours, plan, y, row_h, text);
    if (row + 1 == plan.rows.size() && deck.has_block)
      draw_block_card(frame, list, r, deck.block_still_in, block, y, row_h, text);
    y += row_h + row_gap;
  }
}

void draw_supply_list(UiFrame& frame, const mycity::Game& game, int seat, PlayCommands& out) {
  const std::vector<SupplyBuilding> supply = mycity::session::player_supply(game, seat);
  const mycity::session::DeckRemaining deck = mycity::session::deck_remaining(game);
  const float s = frame.ui_scale;
  begin_centered_panel("##supply", 820.0f * s, 0.92f);
  // The title with Close beside it, so Close is on screen however long the list.
  // TRANSLATORS: S is the key that opens and closes this list.
  const std::string close = tr("Close (S)");
  const float close_w = ImGui::CalcTextSize(close.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
  heading(frame, tr("Your buildings and the deck").c_str());
  ImGui::SameLine(ImGui::GetContentRegionMax().x - close_w);
  if (button((close + "###close").c_str())) out.push_back({PlayCommand::Kind::ToggleSupply});
  wrapped_text(i18n::format(tr("The deck: {1}."), cards_line(deck)), palette::kInk);
  const mycity::PieceDef& now = game.catalogue().piece(game.current_piece());
  wrapped_text(i18n::format(tr("Revealed now: the {1}."), tr(now.name)), palette::kInk);
  ImGui::Spacing();
  ImGui::BeginTable("##colours", 2, ImGuiTableFlags_SizingStretchSame);
  for (const mycity::session::DeckColour& colour : deck.colours) {
    ImGui::TableNextColumn();
    std::string to_come;
    std::string built;
    std::string face_down;
    for (const SupplyBuilding& b : supply) {
      const mycity::PieceDef& piece = game.catalogue().piece(b.piece);
      if (piece.colour != colour.colour || b.state == SupplyState::InPlay) continue;
      std::string& into = b.state == SupplyState::Built           ? built
                          : mycity::session::turned_over(b.state) ? face_down
                                                                  : to_come;
      if (!into.empty()) into += ", ";
      if (!mycity::session::turned_over(b.state)) {
        into += tr(piece.name);
        continue;
      }
      // TRANSLATORS: {1} is a building, {2} why it lies turned over ("passed").
      into += i18n::format(tr("{1} ({2})"), tr(piece.name), why_turned_over(b.state));
    }
    // TRANSLATORS: {1} lists buildings, or is "none".
    std::string line = i18n::format(tr("To come: {1}."), to_come.empty() ? tr("none") : to_come);
    // TRANSLATORS: {1} lists buildings.
    if (!built.empty()) line += " " + i18n::format(tr("Built: {1}."), built);
    if (!face_down.empty()) line += " " + i18n::format(tr("Turned over: {1}."), face_down);
    const int left = static_cast<int>(colour.remaining.size());
    const std::string cards =
        // TRANSLATORS: {1} is a kind of building (Residential, …).
        i18n::format(trn("{1}: {2} of {3} card left", "{1}: {2} of {3} cards left", colour.in_deck),
                     tr(colour_label(colour.colour)), left, colour.in_deck);
    wrapped_text(cards, palette::kInk);
    wrapped_text(line, palette::kInkSoft);
    ImGui::Spacing();
  }
  ImGui::EndTable();
  ImGui::End();
}

}  // namespace app
