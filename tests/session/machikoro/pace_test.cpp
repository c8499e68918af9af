// The table's pace: the dice tumble, then the pause after a roll or a computer's answer,
// none after a person's; Instant waits for nothing; a skip stops the dice, not the pause.
#include <catch2/catch.hpp>

#include "machikoro/session/pace.hpp"

using machikoro::session::Pace;
using machikoro::session::Pacer;
using machikoro::session::Played;
using namespace std::chrono_literals;

TEST_CASE("the pace of the table", "[machikoro][session][pace]") {
  const Pacer::Clock::time_point t0{};
  Pacer pacer;
  CHECK_FALSE(pacer.holding(t0));
  SECTION("a roll at the normal pace: 0.5 s of dice, then 0.7 s") {
    pacer.played(Played::Roll, Pace::Normal, t0);
    CHECK(pacer.tumbling(t0 + 490ms));
    CHECK(pacer.tumbled(t0 + 250ms) == Approx(0.5f));
    CHECK_FALSE(pacer.tumbling(t0 + 500ms));
    CHECK(pacer.tumbled(t0 + 500ms) == 1.0f);
    CHECK(pacer.holding(t0 + 1190ms));
    CHECK_FALSE(pacer.holding(t0 + 1200ms));
  }
  SECTION("fast: 0.3 s of dice and 0.25 s") {
    pacer.played(Played::Roll, Pace::Fast, t0);
    CHECK(pacer.tumbling(t0 + 290ms));
    CHECK(pacer.holding(t0 + 540ms));
    CHECK_FALSE(pacer.holding(t0 + 550ms));
  }
  SECTION("a computer's answer pauses without dice; a person's does not") {
    pacer.played(Played::Computer, Pace::Normal, t0);
    CHECK_FALSE(pacer.tumbling(t0));
    CHECK(pacer.holding(t0 + 690ms));
    CHECK_FALSE(pacer.holding(t0 + 700ms));
    pacer.played(Played::Person, Pace::Normal, t0 + 100ms);
    CHECK_FALSE(pacer.holding(t0 + 100ms));
  }
  SECTION("instant: nothing waits") {
    pacer.played(Played::Roll, Pace::Instant, t0);
    CHECK_FALSE(pacer.tumbling(t0));
    CHECK_FALSE(pacer.holding(t0));
  }
  SECTION("a skip stops the dice; the pause follows from then") {
    pacer.played(Played::Roll, Pace::Normal, t0);
    pacer.skip(t0 + 200ms);
    CHECK_FALSE(pacer.tumbling(t0 + 200ms));
    CHECK(pacer.holding(t0 + 890ms));
    CHECK_FALSE(pacer.holding(t0 + 900ms));
    pacer.skip(t0 + 300ms);  // the dice lie still: nothing changes
    CHECK_FALSE(pacer.holding(t0 + 900ms));
  }
}
