// Machi Koro's cards in the player's language (i18n::current_language()): names, what each
// card does with its numbers, the colours' and symbols' words, the rolls a card fires on.
// One pattern per effect kind, so a new card of a known kind needs no new text.
#pragma once

#include <string>

#include "machikoro/cards.hpp"

namespace machikoro::session {

// Russian: the card's names.ru from cards.json; other languages: its English name through
// the catalog (msgctxt "Machi Koro card"). "" for a card not in the set.
std::string card_name(const CardSet& cards, CardRef card);

// What the card does, with its numbers, in one to three short sentences ("Anyone rolls 1:
// take 1 coin from the bank."); a landmark's with its cost. A card not in `edition`'s game
// says which game it belongs to. "" for a card not in the set.
std::string card_text(const CardSet& cards, CardRef card, Edition edition);

// A colour's kind of business as the rulebook names it: "Primary Industry" (blue), …
std::string colour_word(Colour colour);

// The symbol in a card's corner: "cow", "gear", …
std::string icon_word(Icon icon);

// The rolls an establishment fires on: "1", "2–3", "12–14" (an en dash).
std::string roll_text(const Establishment& card);

}  // namespace machikoro::session
