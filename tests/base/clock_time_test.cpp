// Calendar times written and read alike on every system (base/clock_time.hpp).
#include <catch2/catch.hpp>

#include "base/clock_time.hpp"

namespace {

using namespace std::chrono;

TEST_CASE("a UTC time is written as ISO 8601 and read back", "[base][time]") {
  // 2026-12-06 00:21:13 UTC: 20 793 days after 1970-01-01, worked out from the calendar.
  const system_clock::time_point when = sys_days{days{20793}} + 21min + 13s;
  CHECK(base::utc_iso8601(when) == "2026-12-06T00:21:13Z");
  CHECK(base::parse_utc_iso8601("2026-12-06T00:21:13Z") == when);
  CHECK(base::utc_time(when).tm_mday == 6);
  CHECK(base::utc_time(when).tm_mon == 11);
}

TEST_CASE("a text that is no UTC time is refused", "[base][time]") {
  for (const char* text : {"2026-02-30T00:00:00Z", "2026-12-06 00:21:13", "2026-12-06T00:21:13",
                           "2026-12-06T24:00:00Z", "2026-12-06T00:21:13Z junk", ""})
    CHECK_FALSE(base::parse_utc_iso8601(text).has_value());
}

}  // namespace
