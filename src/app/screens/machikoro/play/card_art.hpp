// Machi Koro's cards as the play screen shows them: a card's words in the player's language
// (machikoro/session/card_words.hpp), the colour of its kind, its art (or a plain stand-in
// when the art is missing), coins, dice.
#pragma once

#include <string>

#include <imgui.h>

#include "machikoro/cards.hpp"
#include "ui/screen.hpp"

namespace app::mk {

// What the card is and does, with its numbers, for a tooltip or the card panel (its name
// is machikoro::session::card_name).
std::string card_words(const machikoro::CardSet& cards, machikoro::CardRef card,
                       machikoro::Edition edition);
// The card's name and words as a tooltip of the item just drawn, while the pointer is on it.
void card_tooltip(const machikoro::CardSet& cards, machikoro::CardRef card,
                  machikoro::Edition edition);

ImU32 kind_colour(machikoro::Colour colour);

// An establishment's badge: a square in its kind's colour with its symbol (and the colour-blind
// pattern when the settings ask), `size` points a side at `min`.
void draw_card_badge(ImDrawList* list, UiFrame& frame, const machikoro::Establishment& card,
                     ImVec2 min, float size);
// A landmark's picture, `size` points a side: bright when built, faded when not.
void draw_landmark_badge(ImDrawList* list, UiFrame& frame, const machikoro::Landmark& landmark,
                         ImVec2 min, float size, bool built);
// The frame around a card from `min` to `max` that tells a person what it is to them: the
// card they picked (not built yet), the keyboard's card, or one they may pick.
void mark_card(ImDrawList* list, ImVec2 min, ImVec2 max, bool picked, bool focused, bool pickable,
               float ui_scale);
// A coin, `size` points across.
void draw_coin(ImDrawList* list, UiFrame& frame, ImVec2 min, float size);
// A die showing `value` (1 to 6), `size` points a side.
void draw_die(ImDrawList* list, UiFrame& frame, int value, ImVec2 min, float size);

}  // namespace app::mk
