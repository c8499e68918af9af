// Records of random games (2-5 players, base and Plus, all, ten and 5-5-2 types, purple_out
// on and off; the random computer player and fair dice): what the Recorder builds, written and read
// back, is the same record and replays to the same game, at the end and in mid-turn; a turn
// after the end is refused by the game's own rule.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/record.hpp"
#include "machikoro_support.hpp"
#include "test_scale.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

// How often each member appeared, to show the games reached every decision.
struct Seen {
  int reroll = 0, kept = 0, harbor = 0, tuna = 0, tv = 0, swap = 0, declined = 0, build = 0,
      open = 0, extra_turn = 0, won = 0;

  void count(const Record& record) {
    for (std::size_t t = 0; t < record.turns.size(); ++t) {
      const RecordTurn& turn = record.turns[t];
      reroll += turn.reroll.has_value();
      kept += turn.kept;
      harbor += turn.harbor.has_value();
      tuna += turn.tuna.has_value();
      tv += turn.tv.has_value();
      swap += turn.swap && !turn.swap->declined;
      declined += turn.swap && turn.swap->declined;
      build += turn.build.has_value();
      open += turn.open;
      extra_turn += t > 0 && record.turns[t - 1].player == turn.player;
    }
  }
};

// Writes, reads and replays `record`; fails unless it gives `game`.
void check_round_trip(const Record& record, const Game& game) {
  const Record read = read_record_text(record_to_json(record).dump(), "game.mkrec.json");
  REQUIRE(read == record);
  CHECK(game_difference(replay(cards(), read, "game.mkrec.json"), game).empty());
}

}  // namespace

TEST_CASE("record round trip: random games replay to the same game at the end and mid-turn",
          "[machikoro][record][playout]") {
  constexpr int kGames = test_scale::games(300);
  const auto bot = make_bot("random");
  Seen seen;
  for (int i = 0; i < kGames; ++i) {
    const std::uint64_t seed = base::derive_seed(20261128, static_cast<std::uint64_t>(i));
    INFO("game " << i);
    base::Rng rng(seed);
    const Setup setup = random_setup(rng, seed);
    Game game(cards(), setup);
    Recorder recorder(setup);
    // A point of the game to record mid-way: not right after a dice count or a re-roll,
    // which a record keeps only with their roll.
    const auto stop_at = static_cast<long>(rng.below(600));
    std::optional<Game> mid, kept;
    Record mid_record, kept_record;
    long steps = 0;
    while (!game.over()) {
      const Action choice = game.pending().chance() ? roll_dice(game, rng) : bot->choose(game, rng);
      recorder.add(game, choice);
      REQUIRE_FALSE(game.apply(choice));
      const bool representable =
          choice.kind != ActionKind::DiceCount && choice.kind != ActionKind::Reroll;
      if (++steps >= stop_at && !mid && representable) {
        mid.emplace(game);
        mid_record = recorder.record();
      }
      // Right after a roll kept (K5): the open turn writes it as "reroll": null.
      if (choice.kind == ActionKind::KeepRoll && !kept) {
        kept.emplace(game);
        kept_record = recorder.record();
      }
    }
    const Record record = recorder.record();
    seen.count(record);
    seen.won += game.winner().has_value();
    check_round_trip(record, game);
    if (mid) {
      seen.count(mid_record);
      check_round_trip(mid_record, *mid);
    }
    if (kept) {
      seen.count(kept_record);
      check_round_trip(kept_record, *kept);
    }

    // K30 (or K31): nothing is played after the end.
    Record after = record;
    after.turns.push_back(RecordTurn{.player = game.active(), .dice = std::vector<int>{1}});
    const std::string end = game.winner() ? "K30" : "K31";
    CHECK_THROWS_MATCHES(replay(cards(), after), base::RecordError,
                         Catch::Message("at /turns/" + std::to_string(record.turns.size()) + ": " +
                                        end + ": the game is over"));
  }
  CHECK(seen.won > 0);
  CHECK(seen.reroll > 0);
  CHECK(seen.kept > 0);
  CHECK(seen.harbor > 0);
  CHECK(seen.tuna > 0);
  CHECK(seen.tv > 0);
  CHECK(seen.swap > 0);
  CHECK(seen.declined > 0);
  CHECK(seen.build > 0);
  CHECK(seen.open > 0);
  CHECK(seen.extra_turn > 0);
}
