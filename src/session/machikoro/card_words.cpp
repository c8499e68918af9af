#include "machikoro/session/card_words.hpp"

#include <string_view>
#include <vector>

#include "i18n/translate.hpp"

namespace machikoro::session {

namespace {

using i18n::format;
using i18n::tr;
using i18n::trc;
using i18n::trn;

bool holds(const CardSet& cards, CardRef card) {
  const std::size_t count =
      card.landmark ? cards.landmarks().size() : cards.establishments().size();
  return card.index >= 0 && static_cast<std::size_t>(card.index) < count;
}

// "cup or bread": the symbols a kind counts.
std::string icons_word(const std::vector<Icon>& icons) {
  if (icons.empty()) return "";
  std::string words = icon_word(icons.front());
  for (std::size_t i = 1; i < icons.size(); ++i)
    // TRANSLATORS: Machi Koro: {1} is a symbol ("cup"), or a list of them, {2} one more.
    words = format(tr("{1} or {2}"), words, icon_word(icons[i]));
  return words;
}

// What an establishment's kind does once its roll came ("take 1 coin from the bank."), with
// its parameters; "" for a kind without words here.
std::string effect_words(const CardSet& cards, const Establishment& card) {
  const EffectParams& p = card.effect_params;
  const std::string_view kind = card.effect_kind;
  const long n = p.amount;
  if (kind == "bank")
    return format(trn("take {1} coin from the bank.", "take {1} coins from the bank.", n), n);
  if (kind == "from_roller")
    return format(trn("take {1} coin from the player who rolled.",
                      "take {1} coins from the player who rolled.", n),
                  n);
  if (kind == "per_icon")
    // TRANSLATORS: Machi Koro: {2} is a symbol ("cow"), or a list of them.
    return format(trn("take {1} coin from the bank for each {2} card you own.",
                      "take {1} coins from the bank for each {2} card you own.", n),
                  n, icons_word(p.icons));
  if (kind == "per_card")
    // TRANSLATORS: Machi Koro: {2} is a card ("Flower Orchard").
    return format(trn("take {1} coin from the bank for each {2} you own.",
                      "take {1} coins from the bank for each {2} you own.", n),
                  n, card_name(cards, CardRef::establishment(p.card)));
  if (kind == "tuna_boat")
    return tr(
        "the player who rolled rolls two dice once more; take their total in coins from "
        "the bank.");
  if (kind == "from_each")
    return format(trn("take {1} coin from each opponent.", "take {1} coins from each opponent.", n),
                  n);
  if (kind == "take_from_one")
    return format(trn("take {1} coin from an opponent of your choice.",
                      "take {1} coins from an opponent of your choice.", n),
                  n);
  if (kind == "per_icons_from_each")
    // TRANSLATORS: Machi Koro: {2} is a symbol ("cup"), or a list of them ("cup or bread").
    return format(trn("take {1} coin from each opponent for each {2} card they own.",
                      "take {1} coins from each opponent for each {2} card they own.", n),
                  n, icons_word(p.icons));
  if (kind == "tax_office")
    return format(trn("take half (rounded down) of the coins of each opponent who has {1} coin "
                      "or more.",
                      "take half (rounded down) of the coins of each opponent who has {1} coins "
                      "or more.",
                      p.min_coins),
                  p.min_coins);
  if (kind == "swap")
    return tr(
        "you may swap one of your establishments with one of an opponent's (not purple "
        "ones).");
  return "";
}

// The roll and who rolls it, by the colour (K10-K12), before what the card does.
std::string on_roll(Colour colour, const std::string& roll, const std::string& effect) {
  switch (colour) {
    case Colour::Blue:
      // TRANSLATORS: Machi Koro: {1} is the roll ("2–3"), {2} what the card does.
      return format(tr("Anyone rolls {1}: {2}"), roll, effect);
    case Colour::Red:
      // TRANSLATORS: Machi Koro: {1} is the roll ("2–3"), {2} what the card does.
      return format(tr("Another player rolls {1}: {2}"), roll, effect);
    case Colour::Green:
    case Colour::Purple:
      // TRANSLATORS: Machi Koro: {1} is the roll ("2–3"), {2} what the card does.
      return format(tr("You roll {1}: {2}"), roll, effect);
  }
  return "";
}

std::string establishment_text(const CardSet& cards, const Establishment& card) {
  const std::string effect = effect_words(cards, card);
  if (effect.empty()) return "";
  std::string text = on_roll(card.colour, roll_text(card), effect);
  if (card.requires_landmark >= 0)
    // TRANSLATORS: Machi Koro: {1} is a landmark ("Harbor").
    text += " " + format(tr("Only if you have built the {1}."),
                         card_name(cards, CardRef::landmark_at(card.requires_landmark)));
  return text;
}

// A landmark's rule is the engine's, keyed by its id (src/machikoro/landmark_rules.hpp).
std::string landmark_rule(std::string_view id) {
  if (id == "train_station") return tr("You may roll one or two dice.");
  if (id == "shopping_mall") return tr("Each of your cup and bread cards pays 1 coin more.");
  if (id == "amusement_park") return tr("If you roll doubles, take another turn after this one.");
  if (id == "radio_tower") return tr("Once a turn, you may roll the dice again.");
  if (id == "harbor") return tr("If you roll 10 or more, you may add 2 to the roll.");
  if (id == "airport") return tr("If you build nothing on your turn, take 10 coins from the bank.");
  if (id == "city_hall")
    return tr("If you have no coins before building, take 1 coin from the bank.");
  return "";
}

std::string landmark_text(const Landmark& card) {
  const std::string rule = landmark_rule(card.id);
  const std::string cost =
      card.starts_built ? tr("Built from the start.")
                        : format(trn("Costs {1} coin.", "Costs {1} coins.", card.cost), card.cost);
  return rule.empty() ? cost : rule + " " + cost;
}

}  // namespace

std::string card_name(const CardSet& cards, CardRef card) {
  if (!holds(cards, card)) return "";
  const Names& names =
      card.landmark ? cards.landmark(card.index).names : cards.establishment(card.index).names;
  if (i18n::current_language() == "ru") return names.ru;
  return trc("Machi Koro card", names.en.c_str());
}

std::string card_text(const CardSet& cards, CardRef card, Edition edition) {
  if (!holds(cards, card)) return "";
  const Edition own =
      card.landmark ? cards.landmark(card.index).edition : cards.establishment(card.index).edition;
  std::string text = card.landmark ? landmark_text(cards.landmark(card.index))
                                   : establishment_text(cards, cards.establishment(card.index));
  if (!text.empty() && !in_game(own, edition))
    text += " " + tr("A card of the Machi Koro Plus expansion.");
  return text;
}

std::string colour_word(Colour colour) {
  switch (colour) {
    case Colour::Blue:
      return trc("Machi Koro colour", "Primary Industry");
    case Colour::Green:
      return trc("Machi Koro colour", "Secondary Industry");
    case Colour::Red:
      return trc("Machi Koro colour", "Restaurants");
    case Colour::Purple:
      return trc("Machi Koro colour", "Major Establishments");
  }
  return "";
}

std::string icon_word(Icon icon) {
  switch (icon) {
    case Icon::Cup:
      return trc("Machi Koro symbol", "cup");
    case Icon::Bread:
      return trc("Machi Koro symbol", "bread");
    case Icon::Wheat:
      return trc("Machi Koro symbol", "wheat");
    case Icon::Cow:
      return trc("Machi Koro symbol", "cow");
    case Icon::Gear:
      return trc("Machi Koro symbol", "gear");
    case Icon::Factory:
      return trc("Machi Koro symbol", "factory");
    case Icon::Fruit:
      return trc("Machi Koro symbol", "fruit");
    case Icon::Boat:
      return trc("Machi Koro symbol", "boat");
    case Icon::Tower:
      return trc("Machi Koro symbol", "tower");
  }
  return "";
}

std::string roll_text(const Establishment& card) {
  const std::string low = std::to_string(card.roll_low);
  return card.roll_high == card.roll_low ? low : low + "–" + std::to_string(card.roll_high);
}

}  // namespace machikoro::session
