// Random play over the shared interface (table::GameState), OpenSpiel's random_sim_test for
// every game and mode: My City's Eternity (2-4 players, printed or new board, with and
// without the mirror house rule, R1) and Machi Koro (2-5 players, base and Plus, all, ten or
// 5-5-2 types, purple_out on and off). In every game, whatever the game:
//   - a listed choice applies, every one of them at a position drawn once per game;
//   - a choice of the position before that is not listed here is refused with a rule of the
//     game and words, and changes nothing (the record, the choices), also once over;
//   - the record replays to the same position mid-game and to the same end;
//   - the game ends within a bound of actions (R16: a card a seat; K31: 1,000 turns).
#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "base/random.hpp"
#include "machikoro/machikoro_support.hpp"
#include "machikoro/session/game_state.hpp"
#include "mycity/record.hpp"
#include "mycity/session/game_state.hpp"
#include "support.hpp"
#include "test_scale.hpp"

namespace {

using table::Action;

// A game and mode: how a game of it starts from a seed and replays from its record.
struct Kind {
  std::string name;
  std::string rule_prefix;  // "R" or "K"
  std::function<std::unique_ptr<table::GameState>(std::uint64_t seed)> make;
  std::function<std::unique_ptr<table::GameState>(const std::string& record)> replay;
  std::function<int(const table::GameState&)> max_actions;
};

// Collects a game's first failures instead of asserting in the hot loop.
struct Checker {
  std::string context;
  std::vector<std::string> failures = {};
  void expect(bool ok, const std::string& what) {
    if (!ok && failures.size() < 5) failures.push_back(context + ": " + what);
  }
};

const mycity::Ruleset& eternity() {
  return *mycity::test::catalogue().find_ruleset("eternity");
}

// Eternity: `players` seats, the mirror house rule or not, a new board every fourth game.
Kind my_city(int players, bool mirror) {
  Kind kind;
  kind.name = "My City " + std::to_string(players) + "p" + (mirror ? " mirror" : "");
  kind.rule_prefix = "R";
  kind.make = [players, mirror](std::uint64_t seed) {
    std::vector<std::string> names;
    for (int i = 0; i < players; ++i) names.push_back("P" + std::to_string(i + 1));
    mycity::BoardChoice board;
    if (seed % 4 == 0) board.seed = seed;
    return std::make_unique<mycity::session::GameState>(mycity::Game::on_board(
        mycity::test::catalogue(), eternity(), names, base::shuffled_deck(eternity().deck, seed),
        mycity::HouseRules{mirror}, board));
  };
  kind.replay = [](const std::string& record) {
    const mycity::Catalogue& catalogue = mycity::test::catalogue();
    return std::make_unique<mycity::session::GameState>(mycity::replay(
        catalogue, mycity::parse_record(nlohmann::json::parse(record), catalogue, "random play"),
        false));
  };
  // R16: at most one action per seat for each card of the deck.
  kind.max_actions = [](const table::GameState& state) {
    return state.player_count() * static_cast<int>(eternity().deck.size());
  };
  return kind;
}

// Machi Koro: the setup drawn from the seed (players, edition, market, house rule).
Kind machi_koro() {
  Kind kind;
  kind.name = "Machi Koro";
  kind.rule_prefix = "K";
  kind.make = [](std::uint64_t seed) {
    base::Rng rng(seed);
    return std::make_unique<machikoro::session::GameState>(
        machikoro::test::cards(), machikoro::test::random_setup(rng, seed));
  };
  kind.replay = [](const std::string& text) {
    const machikoro::Record record = machikoro::read_record_text(text, "random play");
    machikoro::Game game = machikoro::replay(machikoro::test::cards(), record);
    machikoro::Recorder recorder(record, game);
    return std::make_unique<machikoro::session::GameState>(std::move(game), std::move(recorder));
  };
  // K31: 1,000 turns, each at most a dice count, two rolls (K5), the Harbor (K6), the Tuna
  // Boat's roll (K26), a purple card's answer per purple card and a build.
  kind.max_actions = [](const table::GameState&) { return machikoro::kMaxTurns * 12; };
  return kind;
}

bool listed(const std::vector<Action>& sorted, Action choice) {
  return std::binary_search(sorted.begin(), sorted.end(), choice);
}

// A choice of `before` not listed in `now` (sorted) is refused by a rule of the game and
// changes nothing. False when every choice of `before` is listed.
bool check_refusal(table::GameState& state, const std::vector<Action>& before,
                   const std::vector<Action>& now, const Kind& kind, Checker& check) {
  const auto stranger =
      std::find_if(before.begin(), before.end(), [&](Action c) { return !listed(now, c); });
  if (stranger == before.end()) return false;
  const std::string record = state.record();
  const auto refusal = state.apply(*stranger);
  check.expect(refusal.has_value(),
               "\"" + state.describe(*stranger) + "\" from the position " + "before applies here");
  if (!refusal) return true;
  check.expect(refusal->rule.starts_with(kind.rule_prefix) && !refusal->reason.empty(),
               "a refusal without a rule or words: " + refusal->rule);
  check.expect(state.record() == record, "a refused choice changed the record");
  std::vector<Action> after = state.legal_actions();
  std::sort(after.begin(), after.end());
  check.expect(after == now, "a refused choice changed the legal choices");
  return true;
}

// The record replays to a state at the same position: the same seat, choices and record
// (at a decision: a chance node's record may stop before the choice that led to it).
void check_replay(const table::GameState& state, const Kind& kind, Checker& check) {
  const std::string record = state.record();
  const auto again = kind.replay(record);
  check.expect(again->record() == record, "the record replays to another record");
  check.expect(again->to_act() == state.to_act() && again->over() == state.over() &&
                   again->legal_actions() == state.legal_actions(),
               "the record replays to another position");
  if (state.over()) check.expect(again->results() == state.results(), "replayed to another end");
}

void check_results(const table::GameState& state, Checker& check) {
  const std::vector<table::SeatResult> results = state.results();
  const int n = state.player_count();
  check.expect(static_cast<int>(results.size()) == n, "not one result per seat");
  int firsts = 0, winners = 0;
  for (const table::SeatResult& r : results) {
    check.expect(r.rank >= 1 && r.rank <= n, "a place outside 1.." + std::to_string(n));
    check.expect(!r.won || r.rank == 1, "a winner not in first place");
    firsts += r.rank == 1;
    winners += r.won;
  }
  check.expect(firsts >= 1, "nobody in first place");
  check.expect(winners <= firsts, "more winners than first places");
}

// A refusal costs two records: it is tried at every tenth position.
constexpr int kRefusalEvery = 10;

struct Tally {
  long long games = 0, actions = 0, sweeps = 0, refusals = 0;
};

void play_randomly(const Kind& kind, std::uint64_t seed, Tally& tally, Checker& check) {
  const std::unique_ptr<table::GameState> state = kind.make(seed);
  base::Rng rng(base::derive_seed(seed, 1));
  const int bound = kind.max_actions(*state);
  // Where every listed choice is applied, and from where the record is replayed: once each.
  const int sweep_at = static_cast<int>(rng.below(40));
  const int replay_from = static_cast<int>(rng.below(40));
  bool replayed = false;
  const int refusal_offset = static_cast<int>(rng.below(kRefusalEvery));
  std::vector<Action> before;
  int actions = 0;
  while (!state->over() && check.failures.empty()) {
    std::vector<Action> legal = state->legal_actions();
    check.expect(!legal.empty(), "no legal choice while not over");
    check.expect(state->to_act() >= 0 && state->to_act() < state->player_count(), "nobody to act");
    if (legal.empty()) break;
    std::vector<Action> sorted = legal;
    std::sort(sorted.begin(), sorted.end());
    check.expect(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end(),
                 "a choice listed twice");
    if (actions % kRefusalEvery == refusal_offset)
      tally.refusals += check_refusal(*state, before, sorted, kind, check);
    if (actions == sweep_at) {
      for (const Action choice : legal) {
        const auto copy = state->clone();
        check.expect(!copy->apply(choice), "\"" + state->describe(choice) + "\" is refused");
      }
      ++tally.sweeps;
    }
    if (!replayed && actions >= replay_from && !state->chance()) {
      check_replay(*state, kind, check);
      replayed = true;
    }
    const Action pick = legal[static_cast<std::size_t>(rng.below(legal.size()))];
    const auto refusal = state->apply(pick);
    check.expect(!refusal, "\"" + state->describe(pick) + "\" is refused: " +
                               (refusal ? refusal->rule + " " + refusal->reason : ""));
    before = std::move(legal);
    ++actions;
    check.expect(actions <= bound, "more than " + std::to_string(bound) + " actions");
    if (actions > bound) break;
  }
  if (!check.failures.empty()) return;
  check.expect(state->legal_actions().empty() && state->to_act() == -1, "over, yet a choice");
  tally.refusals += check_refusal(*state, before, {}, kind, check);
  check_results(*state, check);
  check_replay(*state, kind, check);
  ++tally.games;
  tally.actions += actions;
}

void play_series(const Kind& kind, int games, std::uint64_t base_seed, Tally& tally) {
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed = base::derive_seed(base_seed, static_cast<std::uint64_t>(g));
    Checker check{kind.name + " seed " + std::to_string(seed)};
    play_randomly(kind, seed, tally, check);
    for (const std::string& failure : check.failures) FAIL_CHECK(failure);
    if (!check.failures.empty()) break;
  }
}

}  // namespace

TEST_CASE("random play: both games keep the interface's promises to the end (R16, K31)",
          "[table][random-play]") {
  const auto start = std::chrono::steady_clock::now();
  Tally tally;
  for (int players = 2; players <= 4; ++players)
    for (const bool mirror : {false, true})
      play_series(my_city(players, mirror), test_scale::games(150),
                  0x7AB1E0ULL + players * 2 + mirror, tally);
  const long long my_city_games = tally.games;
  play_series(machi_koro(), test_scale::games(1500), 0x4B0A0ULL, tally);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN("random play: " << my_city_games << " My City and " << tally.games - my_city_games
                       << " Machi Koro games, " << tally.actions << " actions, " << tally.sweeps
                       << " sweeps, " << tally.refusals << " refusals, " << seconds << " s");
  CHECK(my_city_games == 6 * test_scale::games(150));
  CHECK(tally.games == my_city_games + test_scale::games(1500));
  CHECK(tally.refusals > tally.games);  // at least the one after each game's end
}
