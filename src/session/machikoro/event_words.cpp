#include "machikoro/session/event_words.hpp"

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"

namespace machikoro::session {

namespace {

using i18n::format;
using i18n::tr;
using i18n::trn;

std::string seat_name(const std::vector<std::string>& names, int seat) {
  return seat >= 0 && static_cast<std::size_t>(seat) < names.size()
             ? names[static_cast<std::size_t>(seat)]
             : "";
}

std::string build_words(const std::string& who, const std::string& card, long cost,
                        Telling telling) {
  if (telling == Telling::LogLine)
    // TRANSLATORS: Machi Koro log: {1} a player, {2} the card built, {3} its cost.
    return format(tr("{1} built {2} for {3}"), who, card, cost);
  // TRANSLATORS: Machi Koro: {1} is a player, {2} a card.
  return format(trn("{1} builds {2} for {3} coin.", "{1} builds {2} for {3} coins.", cost), who,
                card, cost);
}

std::string swap_words(const std::string& giver, const std::string& taker, const std::string& given,
                       const std::string& taken, Telling telling) {
  if (telling == Telling::LogLine)
    // TRANSLATORS: Machi Koro log, K15: {1} gave {3} to {2} and took {4}.
    return format(tr("{1} \xE2\x86\x94 {2}: {3} for {4}"), giver, taker, given, taken);
  // TRANSLATORS: Machi Koro's Business Center: {2} and {4} are cards, {1} and {3} players.
  return format(tr("{1} gives {2} to {3} and takes {4} in exchange."), giver, given, taker, taken);
}

std::string bank_words(const std::string& card, const std::string& taker, long n, Telling telling) {
  if (telling == Telling::LogLine)
    // TRANSLATORS: Machi Koro log: {1} a player, {2} coins from the bank, {3} the card.
    return format(tr("{1} +{2} ({3})"), taker, n, card);
  // TRANSLATORS: Machi Koro: {1} is the card that pays, {2} the player who takes.
  return format(
      trn("{1}: {2} takes {3} coin from the bank.", "{1}: {2} takes {3} coins from the bank.", n),
      card, taker, n);
}

// K11: the payer had less than was due and paid all they had.
std::string part_payment_words(const std::string& card, const std::string& payer,
                               const std::string& taker, long n, long due, Telling telling) {
  if (telling == Telling::LogLine)
    // TRANSLATORS: Machi Koro log, K11: {1} paid {2} ({3} of the {4} due), {5} the card.
    return format(tr("{1} \xE2\x86\x92 {2}: {3} of {4} ({5})"), payer, taker, n, due, card);
  // TRANSLATORS: Machi Koro: a player cannot pay in full; {3} is what they pay, {4} the
  // whole debt.
  return format(trn("{1}: {2} takes {3} of the {4} coin owed by {5}, all they have.",
                    "{1}: {2} takes {3} of the {4} coins owed by {5}, all they have.", due),
                card, taker, n, due, payer);
}

std::string payment_words(const std::string& card, const std::string& payer,
                          const std::string& taker, long n, Telling telling) {
  if (telling == Telling::LogLine)
    // TRANSLATORS: Machi Koro log: {1} paid {2} {3} coins for the card {4}.
    return format(tr("{1} \xE2\x86\x92 {2}: {3} ({4})"), payer, taker, n, card);
  return format(trn("{1}: {2} takes {3} coin from {4}.", "{1}: {2} takes {3} coins from {4}.", n),
                card, taker, n, payer);
}

}  // namespace

std::string dice_words(const Dice& dice) {
  const auto shown = dice.shown();
  if (shown.size() < 2) return shown.empty() ? "" : std::to_string(shown[0]);
  return format("{1} + {2} = {3}", shown[0], shown[1], dice.total());
}

std::string event_words(const CardSet& cards, const std::vector<std::string>& names,
                        const Event& event, Telling telling) {
  const std::string card = card_name(cards, event.card);
  const std::string from = seat_name(names, event.from);
  const std::string to = seat_name(names, event.to);
  const long n = event.amount;
  switch (event.kind) {
    case EventKind::Build:
      return build_words(from, card, n, telling);
    case EventKind::Swap:
      return swap_words(from, to, card, card_name(cards, CardRef::establishment(event.take)),
                        telling);
    case EventKind::Payment:
      break;
  }
  if (event.from == kBank) return bank_words(card, to, n, telling);
  if (event.amount < event.due) return part_payment_words(card, from, to, n, event.due, telling);
  return payment_words(card, from, to, n, telling);
}

}  // namespace machikoro::session
