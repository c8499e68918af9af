#include "screens/machikoro/play/card_art.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "paint/art_image.hpp"
#include "paint/rounded_fill.hpp"
#include "ui/theme.hpp"

namespace app::mk {

using i18n::tr;
using machikoro::CardRef;
using machikoro::CardSet;
using machikoro::Colour;

namespace {

constexpr std::array<std::string_view, 9> kIconNames = {"cup",     "bread", "wheat", "cow",  "gear",
                                                        "factory", "fruit", "boat",  "tower"};

bool in_set(const CardSet& cards, CardRef card) {
  const std::size_t count =
      card.landmark ? cards.landmarks().size() : cards.establishments().size();
  return card.index >= 0 && static_cast<std::size_t>(card.index) < count;
}

std::string art_name(std::string_view kind, std::string_view what) {
  return "machikoro/" + std::string(kind) + "_" + std::string(what);
}

}  // namespace

std::string card_words(const CardSet& cards, CardRef card, machikoro::Edition edition) {
  const std::string text = machikoro::session::card_text(cards, card, edition);
  if (card.landmark || !in_set(cards, card)) return text;
  const machikoro::Establishment& e = cards.establishment(card.index);
  // TRANSLATORS: Machi Koro: {1} a card's kind ("Primary Industry"), {2} its symbol
  // ("wheat"), {3} its cost in coins.
  return i18n::format(tr("{1}, {2}; costs {3}."), machikoro::session::colour_word(e.colour),
                      machikoro::session::icon_word(e.icon), e.cost) +
         "\n" + text;
}

void card_tooltip(const CardSet& cards, CardRef card, machikoro::Edition edition) {
  if (!ImGui::IsItemHovered()) return;
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(machikoro::session::card_name(cards, card).c_str());
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextWrapped("%s", card_words(cards, card, edition).c_str());
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

ImU32 kind_colour(Colour colour) {
  switch (colour) {
    case Colour::Blue:
      return palette::kCardBlue;
    case Colour::Green:
      return palette::kCardGreen;
    case Colour::Red:
      return palette::kCardRed;
    case Colour::Purple:
      return palette::kCardPurple;
  }
  return palette::kInkSoft;
}

void draw_card_badge(ImDrawList* list, UiFrame& frame, const machikoro::Establishment& card,
                     ImVec2 min, float size) {
  const ImVec2 max{min.x + size, min.y + size};
  fill_rounded_rect(list, min, max, kind_colour(card.colour), size * 0.2f);
  if (frame.settings.get().colour_blind_patterns)
    draw_art(list, frame.art, art_name("pattern", machikoro::colour_name(card.colour)), min, max,
             frame.pixel_density);
  const float inset = size * 0.12f;
  draw_art(list, frame.art, art_name("icon", kIconNames.at(static_cast<std::size_t>(card.icon))),
           {min.x + inset, min.y + inset}, {max.x - inset, max.y - inset}, frame.pixel_density);
}

void draw_landmark_badge(ImDrawList* list, UiFrame& frame, const machikoro::Landmark& landmark,
                         ImVec2 min, float size, bool built) {
  const ImVec2 max{min.x + size, min.y + size};
  fill_rounded_rect(list, min, max, built ? palette::kLandmarkBuilt : palette::kLandmarkUnbuilt,
                    size * 0.2f);
  draw_art(list, frame.art, art_name("landmark", landmark.id), min, max, frame.pixel_density,
           built ? palette::kArtAsDrawn : palette::kFadedArt);
  if (!built)
    list->AddRect(min, max, palette::kInkSoft, size * 0.2f, 0, std::max(1.0f, size * 0.06f));
}

void mark_card(ImDrawList* list, ImVec2 min, ImVec2 max, bool picked, bool focused, bool pickable,
               float ui_scale) {
  const float line = std::round(2.0f * ui_scale);
  const float out = line;
  if (picked)
    list->AddRect({min.x - out, min.y - out}, {max.x + out, max.y + out}, palette::kPicked,
                  3.0f * ui_scale, 0, line * 1.5f);
  if (focused)
    list->AddRect({min.x - 2 * out, min.y - 2 * out}, {max.x + 2 * out, max.y + 2 * out},
                  palette::kKeyboardFocus, 3.0f * ui_scale, 0, line);
  if (pickable && !picked && !focused)  // brighter under the pointer
    list->AddRect(
        {min.x - out, min.y - out}, {max.x + out, max.y + out},
        ImGui::IsItemHovered() ? palette::kPicked : palette::with_alpha(palette::kPicked, 120),
        3.0f * ui_scale, 0, line * 0.75f);
}

void draw_coin(ImDrawList* list, UiFrame& frame, ImVec2 min, float size) {
  const ImVec2 max{min.x + size, min.y + size};
  if (draw_art(list, frame.art, "machikoro/coin", min, max, frame.pixel_density)) return;
  const ImVec2 centre{min.x + size * 0.5f, min.y + size * 0.5f};
  list->AddCircleFilled(centre, size * 0.5f, palette::kCoin, 16);
  list->AddCircle(centre, size * 0.5f - 0.5f, palette::kCoinEdge, 16, std::max(1.0f, size * 0.08f));
}

void draw_die(ImDrawList* list, UiFrame& frame, int value, ImVec2 min, float size) {
  const ImVec2 max{min.x + size, min.y + size};
  if (value >= 1 && value <= 6 &&
      draw_art(list, frame.art, "machikoro/die_" + std::to_string(value), min, max,
               frame.pixel_density))
    return;
  fill_rounded_rect(list, min, max, palette::kDieFace, size * 0.18f);
  list->AddRect(min, max, palette::kDieEdge, size * 0.18f, 0, std::max(1.0f, size * 0.05f));
  // The pips on a 3 x 3 grid, row by row: which of the nine each face shows.
  static constexpr std::array<unsigned, 7> kPips = {0, 0x010, 0x101, 0x111, 0x145, 0x155, 0x16D};
  const unsigned pips = kPips.at(static_cast<std::size_t>(std::clamp(value, 0, 6)));
  for (int i = 0; i < 9; ++i) {
    if (((pips >> i) & 1u) == 0) continue;
    const ImVec2 centre{min.x + size * (0.25f + 0.25f * static_cast<float>(i % 3)),
                        min.y + size * (0.25f + 0.25f * static_cast<float>(i / 3))};
    list->AddCircleFilled(centre, size * 0.09f, palette::kDiePip, 12);
  }
}

}  // namespace app::mk
