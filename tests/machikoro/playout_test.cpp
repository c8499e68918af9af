// Random playouts in the spirit of OpenSpiel's random_sim_test: thousands of seeded games
// (2-5 players, base and Plus, all, ten and 5-5-2 types, purple_out on and off) with
// uniformly random legal choices and fair dice, checking after every choice:
//   - no coins below zero, and each player's coins equal to the start plus the events' flows;
//   - every supply card is in a city, a pile, the deck or set aside (K3, K3a, K15, K16);
//   - check() accepts a random probe of any kind exactly when legal_actions() lists it (that
//     each listed choice applies: tests/session/table/random_play_test.cpp);
//   - a chance node offers every outcome of its dice (6 or 36);
//   - every game ends with a winner holding all landmarks (K30) or after 1,000 turns (K31);
//   - the same seed plays the same game;
//   - the game's record, written and read back, replays to the same end.
#include <algorithm>

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "base/random.hpp"
#include "machikoro/record.hpp"
#include "machikoro_support.hpp"
#include "test_scale.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

struct Checker {
  std::string context;
  std::vector<std::string> failures = {};
  void expect(bool ok, const std::string& what) {
    if (!ok && failures.size() < 5) failures.push_back(context + ": " + what);
  }
};

// Each player's coins as the events say: the start, plus what the events moved since.
struct Ledger {
  std::vector<int> coins;
  std::size_t seen = 0;
};

void check_coins(const Game& game, Ledger& ledger, Checker& check) {
  const auto& events = game.events();
  for (; ledger.seen < events.size(); ++ledger.seen) {
    const Event& e = events[ledger.seen];
    if (e.kind == EventKind::Swap) continue;
    if (e.from != kBank) ledger.coins[static_cast<std::size_t>(e.from)] -= e.amount;
    if (e.to != kBank) ledger.coins[static_cast<std::size_t>(e.to)] += e.amount;
    check.expect(e.amount >= 0 && e.amount <= e.due, "an event pays more than due");
  }
  for (int seat = 0; seat < game.player_count(); ++seat) {
    check.expect(game.player(seat).coins >= 0, "negative coins");
    check.expect(game.player(seat).coins == ledger.coins[static_cast<std::size_t>(seat)],
                 "coins do not match the events of seat " + std::to_string(seat));
  }
}

void check_supply(const Game& game, Checker& check) {
  const CardSet& set = game.cards();
  const int n = game.player_count();
  for (int card = 0; card < static_cast<int>(set.establishments().size()); ++card) {
    const Establishment& e = set.establishment(card);
    int total =
        game.supply().lying_out(card) + game.supply().in_deck(card) + game.supply().set_aside(card);
    int start = 0;
    for (const int c : set.start_establishments()) start += c == card ? n : 0;
    for (int seat = 0; seat < n; ++seat) total += game.player(seat).copies(card);
    const int copies = in_game(e.edition, game.setup().edition) ? e.copies : 0;
    check.expect(total == copies + start, "copies of " + e.id + " not conserved");
  }
}

// A random choice of any kind, legal or not, to probe check() against legal_actions().
Action probe(base::Rng& rng, const CardSet& set) {
  const auto pick = [&](int n) {
    return static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
  };
  const auto card = [&] {
    const int i = pick(static_cast<int>(set.establishments().size() + set.landmarks().size()));
    const int e = static_cast<int>(set.establishments().size());
    return i < e ? CardRef::establishment(i) : CardRef::landmark_at(i - e);
  };
  switch (pick(11)) {
    case 0:
      return Action::roll({pick(8), pick(8)});
    case 1:
      return Action::roll({pick(8)});
    case 2:
      return Action::dice_count(pick(4));
    case 3:
      return Action::reroll();
    case 4:
      return Action::keep_roll();
    case 5:
      return Action::add_two();
    case 6:
      return Action::target(pick(6) - 1);
    case 7: {
      Action swap =
          Action::swap(0, pick(6) - 1, pick(static_cast<int>(set.establishments().size()) + 2) - 1);
      swap.card = card();
      return swap;
    }
    case 8:
      return Action::decline_swap();
    case 9:
      return Action::build(card());
    default:
      return Action::build_nothing();
  }
}

void check_record(const Game& game, const Record& record, Checker& check) {
  try {
    const Record read = read_record_text(record_to_json(record).dump(), "playout");
    check.expect(read == record, "the record reads back different");
    const std::string difference = game_difference(replay(cards(), read), game);
    check.expect(difference.empty(), "the record replays to another game: " + difference);
  } catch (const base::Error& e) {
    check.expect(false, std::string("the record does not replay: ") + e.what());
  }
}

// Plays one game with random legal choices; returns a fingerprint of its course.
std::vector<int> playout(std::uint64_t seed, Checker& check, long long& decisions) {
  base::Rng rng(seed);
  Game game(cards(), random_setup(rng, seed));
  Recorder recorder(game.setup());
  Ledger ledger{
      std::vector<int>(static_cast<std::size_t>(game.player_count()), cards().start_coins())};
  std::vector<int> trace;
  while (!game.over()) {
    const std::vector<Action> legal = game.legal_actions();
    const Pending pending = game.pending();
    if (legal.empty()) break;
    if (pending.chance())
      check.expect(legal.size() == (pending.dice == 1 ? 6u : 36u), "a chance node lacks outcomes");
    const Action tried = probe(rng, game.cards());
    const auto refused = game.check(tried);
    const bool listed = std::find(legal.begin(), legal.end(), tried) != legal.end();
    check.expect(refused.has_value() != listed,
                 "check() and legal_actions() disagree on " + describe(tried));
    check.expect(!refused || refused->rule.starts_with("K"), "a refusal names no rule");
    const auto pick = static_cast<std::size_t>(rng.below(legal.size()));
    recorder.add(game, legal[pick]);
    game.apply(legal[pick]);
    trace.push_back(static_cast<int>(pick));
    ++decisions;
    check_coins(game, ledger, check);
    if (game.turn_events().empty() || game.over()) check_supply(game, check);
  }
  check.expect(game.turn() <= kMaxTurns, "more than 1,000 turns");
  if (game.winner())
    check.expect(game.has_all_landmarks(*game.winner()), "a winner without every landmark");
  else
    check.expect(game.turn() == kMaxTurns, "over without a winner before 1,000 turns");
  check_record(game, recorder.record(), check);
  for (int seat = 0; seat < game.player_count(); ++seat) trace.push_back(game.player(seat).coins);
  return trace;
}

}  // namespace

TEST_CASE("playouts: random legal games keep every invariant", "[machikoro][playout]") {
  constexpr int kGames = test_scale::games(2000);
  long long decisions = 0;
  int won = 0;
  for (int i = 0; i < kGames; ++i) {
    Checker check{"game " + std::to_string(i)};
    playout(base::derive_seed(20261127, static_cast<std::uint64_t>(i)), check, decisions);
    INFO(decisions);
    for (const std::string& failure : check.failures) FAIL_CHECK(failure);
    if (!check.failures.empty()) break;
    ++won;
  }
  CHECK(won == kGames);
}

TEST_CASE("playouts: the same seed plays the same game", "[machikoro][playout]") {
  long long decisions = 0;
  Checker a{"first"}, b{"second"};
  const std::uint64_t seed = base::derive_seed(99, 3);
  CHECK(playout(seed, a, decisions) == playout(seed, b, decisions));
}
