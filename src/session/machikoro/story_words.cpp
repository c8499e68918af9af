#include "machikoro/session/story_words.hpp"

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "machikoro/session/computers.hpp"

namespace machikoro::session {

namespace {

using mycity::i18n::format;
using mycity::i18n::tr;
using mycity::i18n::trn;

std::string name(const GameStory& story, int seat) {
  return shown_name(story.setup().players.at(static_cast<std::size_t>(seat)));
}

// "5", or "3 + 4 = 7" for two dice.
std::string dice_words(const Dice& dice) {
  const auto shown = dice.shown();
  if (shown.size() < 2) return shown.empty() ? "" : std::to_string(shown[0]);
  return format("{1} + {2} = {3}", shown[0], shown[1], dice.total());
}

}  // namespace

std::string roll_words(const GameStory& story, const StoryTurn& turn) {
  const std::string who = name(story, turn.player);
  const TurnRoll& roll = turn.roll;
  if (roll.dice.empty()) return format(tr("{1} has not rolled yet."), who);
  std::string words =
      roll.rerolled
          // TRANSLATORS: Machi Koro: {2} is the first roll ("3" or "3 + 4 = 7"), {3} the new.
          ? format(tr("{1} rolled {2}, then again with the Radio Tower: {3}."), who,
                   dice_words(roll.first), dice_words(roll.dice))
          : format(tr("{1} rolled {2}."), who, dice_words(roll.dice));
  if (roll.harbor) words += " " + format(tr("The Harbor adds 2: {1}."), roll.total);
  if (!roll.extra.empty())
    words += " " + format(tr("The Tuna Boat's extra roll: {1}."), dice_words(roll.extra));
  if (roll.extra_turn) words += " " + format(tr("Doubles: {1} plays again."), who);
  return words;
}

std::string event_words(const CardSet& cards, const GameStory& story, const Event& event) {
  const std::string card = card_name(cards, event.card);
  const long n = event.amount;
  switch (event.kind) {
    case EventKind::Build:
      // TRANSLATORS: Machi Koro: {1} is a player, {2} a card.
      return format(trn("{1} builds {2} for {3} coin.", "{1} builds {2} for {3} coins.", n),
                    name(story, event.from), card, n);
    case EventKind::Swap:
      // TRANSLATORS: Machi Koro's Business Center: {2} and {4} are cards, {1} and {3} players.
      return format(tr("{1} gives {2} to {3} and takes {4} in exchange."), name(story, event.from),
                    card, name(story, event.to),
                    card_name(cards, CardRef::establishment(event.take)));
    case EventKind::Payment:
      break;
  }
  if (event.from == kBank)
    // TRANSLATORS: Machi Koro: {1} is the card that pays, {2} the player who takes.
    return format(
        trn("{1}: {2} takes {3} coin from the bank.", "{1}: {2} takes {3} coins from the bank.", n),
        card, name(story, event.to), n);
  if (event.amount < event.due)
    // TRANSLATORS: Machi Koro: a player cannot pay in full; {3} is what they pay, {4} the
    // whole debt.
    return format(trn("{1}: {2} takes {3} of the {4} coin owed by {5}, all they have.",
                      "{1}: {2} takes {3} of the {4} coins owed by {5}, all they have.", event.due),
                  card, name(story, event.to), n, event.due, name(story, event.from));
  return format(trn("{1}: {2} takes {3} coin from {4}.", "{1}: {2} takes {3} coins from {4}.", n),
                card, name(story, event.to), n, name(story, event.from));
}

}  // namespace machikoro::session
