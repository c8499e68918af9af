#include <catch2/catch.hpp>

#include "machikoro/bots.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

TEST_CASE("every named computer player plays a 4-player game to its end", "[machikoro][bots]") {
  for (const std::string_view name : bot_names()) {
    Setup setup;
    setup.players = {"A", "B", "C", "D"};
    Game game(cards(), setup);
    auto bot = make_bot(name);
    REQUIRE(bot != nullptr);
    CHECK(bot->name() == name);
    Bot* const seats[] = {bot.get(), bot.get(), bot.get(), bot.get()};
    base::Rng dice(7), bots(8);
    play_out(game, seats, dice, bots);
    CHECK(game.over());
    CHECK(game.turn() > 4);
  }
  CHECK(make_bot("nobody") == nullptr);
}
