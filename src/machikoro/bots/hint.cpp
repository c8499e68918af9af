// The hint: the hard player's own decision, and the numbers of its policy and income model
// that the decision compared, read back for the choice made (nothing is estimated twice).
#include "machikoro/hint.hpp"

#include <algorithm>
#include <cmath>

#include "bots/hard_bot.hpp"

namespace machikoro {

namespace {

using bots::IncomeModel;
using bots::SeatIncome;

// A partner moves the income by at least this, a round: what one decimal shows.
constexpr double kPartnerMin = 0.05;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The build applied to (or taken back from) the seat's city, as the policy values it.
void build_in(PlayerState& city, CardRef card, int step) {
  if (card.landmark)
    city.landmarks[at(card.index)] = step > 0;
  else
    city.establishments[at(card.index)] += step;
}

// The own establishment whose worth a round changes most with the build: its worth with the
// build less its worth without, each the income with it less the income without it.
Partner partner_of(const SeatIncome& income, std::vector<PlayerState> cities, int seat,
                   CardRef built) {
  PlayerState& me = cities[at(seat)];
  const auto worth = [&](int card) {
    const int copies = me.establishments[at(card)];
    const double with = income.per_round(cities);
    me.establishments[at(card)] = 0;
    const double without = income.per_round(cities);
    me.establishments[at(card)] = copies;
    return with - without;
  };
  Partner best;
  double most = kPartnerMin;
  for (int card = 0; card < static_cast<int>(me.establishments.size()); ++card) {
    if (me.copies(card) == 0 || built == CardRef::establishment(card)) continue;
    const double before = worth(card);
    build_in(me, built, 1);
    const double after = worth(card);
    build_in(me, built, -1);
    if (after - before > most) {
      most = after - before;
      best = Partner{.card = card, .copies = me.copies(card)};
    }
  }
  return best;
}

// The numbers that pay for a built establishment: its own, or a multiplier partner's, on the
// dice that roll them (the seat's best for its own roll, the next opponent's for others').
NumberChance number_of(const Game& game, const IncomeModel& model, const SeatIncome& income,
                       std::vector<PlayerState> cities, int seat, int built,
                       const Partner& partner) {
  const auto own_roll = [&](int card) {
    const Colour colour = game.cards().establishment(card).colour;
    return colour == Colour::Green || colour == Colour::Purple;
  };
  const int card =
      !own_roll(built) && partner.found() && own_roll(partner.card) ? partner.card : built;
  ++cities[at(seat)].establishments[at(built)];
  const int next = (seat + 1) % game.player_count();
  const int dice = own_roll(card) ? income.best_dice(cities)
                                  : bots::outside_dice(game, model.landmarks(), cities[at(next)]);
  const Establishment& e = game.cards().establishment(card);
  NumberChance number{.card = card, .low = e.roll_low, .high = e.roll_high, .dice = dice};
  for (int t = e.roll_low; t <= std::min(e.roll_high, bots::kTotals - 1); ++t)
    number.chance += bots::dice_odds(dice)[at(t)];
  return number;
}

HintReason save_reason(const Game& game, const IncomeModel& model, int seat) {
  const PlayerState& me = game.player(seat);
  if (const int gain = bots::nothing_gain(game, seat, model.landmarks().airport); gain > 0)
    return AirportPays{gain};
  SaveFor save{.per_round = model.per_round(game.cities(), seat)};
  int cheapest = 0;
  for (const int landmark : model.landmarks_to_build(me)) {
    const int cost = game.cards().landmark(landmark).cost;
    if (cost > me.coins && (!save.landmark || cost < cheapest)) {
      save.landmark = landmark;
      cheapest = cost;
    }
  }
  if (save.landmark) save.short_by = cheapest - me.coins;
  save.rounds = static_cast<int>(std::ceil(bots::rounds_to_earn(save.short_by, save.per_round)));
  return save;
}

HintReason build_reason(const Game& game, const bots::HardChoice& decided) {
  const int seat = game.active();
  const IncomeModel model(game, bots::kFittedTakings);
  if (decided.choice.kind == ActionKind::BuildNothing) return save_reason(game, model, seat);
  const CardRef card = decided.choice.card;
  const auto value =
      std::find_if(decided.values.begin(), decided.values.end(),
                   [&](const bots::BuildValue& v) { return v.choice == decided.choice; });
  const double per_round = value == decided.values.end() ? 0.0 : value->per_round;
  const SeatIncome income = model.seat(game.cities(), seat);
  const Partner partner = partner_of(income, game.cities(), seat, card);
  if (card.landmark)
    return BuildLandmark{.landmark = card.index,
                         .per_round = per_round,
                         .partner = partner,
                         .left_after = model.landmarks_left(game.player(seat)) - 1};
  const NumberChance number =
      number_of(game, model, income, game.cities(), seat, card.index, partner);
  return BuildForIncome{
      .card = card.index, .per_round = per_round, .partner = partner, .number = number};
}

HintReason swap_reason(const Game& game, const bots::Policy& policy, const Action& choice) {
  const std::vector<bots::SwapValue> values = policy.swap_values(game);
  const auto chosen = std::find_if(values.begin(), values.end(),
                                   [&](const bots::SwapValue& v) { return v.choice == choice; });
  const auto shown = chosen != values.end() ? chosen : values.begin();
  if (shown == values.end()) return SwapForIncome{};
  return SwapForIncome{.swap = shown->choice, .mine = shown->mine, .theirs = shown->theirs};
}

HintReason reason(const Game& game, const bots::HardBot& bot, const bots::HardChoice& decided) {
  const Action& choice = decided.choice;
  const bots::Policy& policy = bot.medium();
  switch (game.pending().decision) {
    case Decision::DiceCount: {
      const bots::DiceValues values = policy.dice_values(game);
      return DiceForIncome{choice.count, values.one, values.two.value_or(0.0)};
    }
    case Decision::RadioTower: {
      const bots::RerollValues values = policy.reroll_values(game);
      return RerollForIncome{choice.kind == ActionKind::Reroll, game.roll().dice.total(),
                             values.kept, values.fresh};
    }
    case Decision::Harbor: {
      const bots::HarborValues values = policy.harbor_values(game);
      return HarborForIncome{choice.kind == ActionKind::AddTwo, game.roll().total, values.as_rolled,
                             values.plus_two};
    }
    case Decision::Target:
      return RichestTarget{choice.seat, game.player(choice.seat).coins,
                           game.landmarks_built(choice.seat)};
    case Decision::Swap:
      return swap_reason(game, policy, choice);
    default:
      return build_reason(game, decided);
  }
}

std::optional<Foresight> foresight_of(const bots::HardChoice& decided) {
  if (!decided.outlook || decided.values.empty()) return std::nullopt;
  const bots::Outlook& look = *decided.outlook;
  const Action& first = decided.values.front().choice;
  const auto first_at = std::find(look.candidates.begin(), look.candidates.end(), first);
  if (decided.choice == first || first_at == look.candidates.end()) return std::nullopt;
  const auto i = static_cast<std::size_t>(first_at - look.candidates.begin());
  return Foresight{.futures = look.futures[look.best],
                   .chance = look.win_chance[look.best],
                   .first = first,
                   .first_chance = look.win_chance[i]};
}

}  // namespace

std::optional<Hint> hint(const Game& game, base::Rng& rng, std::stop_token stop) {
  const Pending pending = game.pending();
  if (game.over() || pending.chance()) return std::nullopt;
  const bots::HardBot bot(HardSettings{});
  const bots::HardChoice decided = bot.decide(game, rng, stop);
  return Hint{.choice = decided.choice,
              .reason = reason(game, bot, decided),
              .foresight = foresight_of(decided)};
}

}  // namespace machikoro
