#include "machikoro/session/hint_words.hpp"

#include <cmath>

#include "i18n/grouped.hpp"
#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "machikoro/session/computers.hpp"

namespace machikoro::session {

namespace {

using i18n::decimal;
using i18n::format;
using i18n::tr;
using i18n::trn;

// Coins with their sign: "+0.9", "−0.3", "0.0".
std::string signed_coins(double coins) {
  const std::string shown = decimal(coins);
  return coins > 0 && shown != decimal(0) ? "+" + shown : shown;
}

long percent(double chance) {
  return std::lround(chance * 100);
}

// One decision's reason in words; the choice is named in it.
struct Words {
  const Game& game;
  const Action& choice;

  std::string card(CardRef card) const { return card_name(game.cards(), card); }
  std::string establishment(int index) const { return card(CardRef::establishment(index)); }

  std::string operator()(const DiceForIncome& r) const {
    if (r.dice == 2)
      // TRANSLATORS: Machi Koro hint, K4: expected coins of the player's own roll.
      return format(tr("Two dice: your cards pay {1} a roll on two dice, {2} on one."),
                    decimal(r.two_dice), decimal(r.one_die));
    return format(tr("One die: your cards pay {1} a roll on one die, {2} on two."),
                  decimal(r.one_die), decimal(r.two_dice));
  }

  std::string operator()(const RerollForIncome& r) const {
    if (r.reroll)
      // TRANSLATORS: Machi Koro hint, K5: {1} the total rolled, {2} what it pays, {3} what a
      // new roll pays on average.
      return format(tr("Roll again: this {1} pays {2}, a new roll about {3}."), r.total,
                    decimal(r.kept), decimal(r.fresh));
    return format(tr("Keep the {1}: it pays {2}, a new roll about {3}."), r.total, decimal(r.kept),
                  decimal(r.fresh));
  }

  std::string operator()(const HarborForIncome& r) const {
    if (r.add_two)
      // TRANSLATORS: Machi Koro hint, K6: {1} the total with 2 added, {2} what it pays, {3}
      // what the total as rolled pays.
      return format(tr("Add 2 for {1}: it pays {2}, {3} as rolled."), r.total + 2,
                    decimal(r.plus_two), decimal(r.as_rolled));
    return format(tr("Keep {1}: it pays {2}, {3} with 2 added."), r.total, decimal(r.as_rolled),
                  decimal(r.plus_two));
  }

  std::string operator()(const RichestTarget& r) const {
    // TRANSLATORS: Machi Koro hint, K12: the TV Station's target, {1} a player.
    return format(trn("Take from {1}: the richest opponent, with {2} coin.",
                      "Take from {1}: the richest opponent, with {2} coins.", r.coins),
                  seat_name(game, r.seat), r.coins);
  }

  std::string operator()(const SwapForIncome& r) const {
    if (!r.swap) return tr("Keep your cards: no swap is offered.");
    const std::string other = seat_name(game, r.swap->seat);
    if (choice.kind == ActionKind::Swap)
      // TRANSLATORS: Machi Koro hint, K15: {1} your card, {2} the other player's card, {3}
      // that player; {4} and {5} the coins a round it adds to each.
      return format(tr("Swap your {1} for the {2} of {3}: {4} coins a round for you, {5} for "
                       "them."),
                    establishment(r.swap->card.index), establishment(r.swap->take), other,
                    signed_coins(r.mine), signed_coins(r.theirs));
    // TRANSLATORS: Machi Koro hint, K15: {1} and {2} the coins a round the best swap adds
    // to you and to the player {3}.
    return format(tr("Keep your cards: the best swap adds {1} coins a round for you and {2} "
                     "for {3}."),
                  signed_coins(r.mine), signed_coins(r.theirs), other);
  }

  // ", with your Cheese Factory ×2"; "" for none.
  std::string partner(const Partner& p) const {
    if (!p.found()) return "";
    if (p.copies == 1)
      // TRANSLATORS: Machi Koro hint: the card a build works with, {1} a card.
      return format(tr(", with your {1}"), establishment(p.card));
    // TRANSLATORS: Machi Koro hint: {1} a card, {2} how many the player owns.
    return format(tr(", with your {1} \xC3\x97{2}"), establishment(p.card), p.copies);
  }

  // " (a roll of 7 comes 1 time in 6 on two dice)".
  std::string number(const NumberChance& n) const {
    const std::string rolls = roll_text(game.cards().establishment(n.card));
    if (n.chance <= 0)
      return n.dice == 2
                 // TRANSLATORS: Machi Koro hint: {1} a card's numbers ("1", "2–3").
                 ? format(tr(" ({1} never comes on two dice)"), rolls)
                 : format(tr(" ({1} never comes on one die)"), rolls);
    const long in = std::lround(1 / n.chance);
    return n.dice == 2
               // TRANSLATORS: Machi Koro hint: {1} a card's numbers ("7", "2–3"), {2} how
               // many rolls it takes on average for one of them to come.
               ? format(tr(" (a roll of {1} comes 1 time in {2} on two dice)"), rolls, in)
               : format(tr(" (a roll of {1} comes 1 time in {2} on one die)"), rolls, in);
  }

  std::string operator()(const BuildForIncome& r) const {
    // TRANSLATORS: Machi Koro hint: {1} the card to build, {2} the income a round it adds.
    return format(tr("{1}: about {2} coins a round"), establishment(r.card),
                  signed_coins(r.per_round)) +
           partner(r.partner) + number(r.number) + ".";
  }

  std::string operator()(const BuildLandmark& r) const {
    const std::string name = card(CardRef::landmark_at(r.landmark));
    // TRANSLATORS: Machi Koro hint, K30: {1} the last landmark a player needs.
    if (r.left_after == 0) return format(tr("{1}: your last landmark; it wins the game."), name);
    const std::string gain =
        decimal(r.per_round) != decimal(0)
            ? format(tr("{1}: about {2} coins a round"), name, signed_coins(r.per_round)) +
                  partner(r.partner)
            // TRANSLATORS: Machi Koro hint: {1} a landmark that adds no income.
            : format(tr("{1}: a step toward the win"), name);
    // TRANSLATORS: Machi Koro hint: after "Shopping Mall: about +1.2 coins a round".
    return gain + format(trn("; {1} landmark left after it.", "; {1} landmarks left after it.",
                             r.left_after),
                         r.left_after);
  }

  std::string operator()(const SaveFor& r) const {
    if (!r.landmark) return tr("Build nothing: no build is worth its coins now.");
    // TRANSLATORS: Machi Koro hint: {1} the landmark to save for; the coins still needed
    // and the turns to earn them follow.
    return format(tr("Build nothing; save for {1}"), card(CardRef::landmark_at(*r.landmark))) +
           // TRANSLATORS: Machi Koro hint: after "Build nothing; save for Shopping Mall".
           format(trn(": {1} coin short", ": {1} coins short", r.short_by), r.short_by) +
           // TRANSLATORS: Machi Koro hint: {1} turns, {2} the player's income a round.
           format(trn(", {1} turn at your income of {2} a round.",
                      ", {1} turns at your income of {2} a round.", r.rounds),
                  r.rounds, decimal(r.per_round));
  }

  std::string operator()(const AirportPays& r) const {
    const int airport = game.cards().find_landmark("airport");
    // TRANSLATORS: Machi Koro hint, K29: {1} the Airport, {2} what it pays.
    return format(trn("Build nothing: the {1} pays {2} coin.",
                      "Build nothing: the {1} pays {2} "
                      "coins.",
                      r.coins),
                  card(CardRef::landmark_at(airport)), r.coins);
  }
};

}  // namespace

std::string hint_words(const Game& game, const Hint& hint) {
  const Words words{.game = game, .choice = hint.choice};
  std::string line = std::visit(words, hint.reason);
  if (!hint.foresight) return line;
  const Foresight& f = *hint.foresight;
  const std::string first = f.first.kind == ActionKind::Build ? words.card(f.first.card)
                                                              // TRANSLATORS: Machi Koro hint.
                                                              : tr("building nothing");
  // TRANSLATORS: Machi Koro hint: the hard player played the game on {1} times from here;
  // {2} and {3} its chances to win with the choice and with {4}, what its estimate preferred.
  return line + " " +
         format(tr("Looked ahead {1} times: {2} % to win, {3} % with {4}."), f.futures,
                percent(f.chance), percent(f.first_chance), first);
}

}  // namespace machikoro::session
