// Helpers of the campaign screens that need no window.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <ctime>
#include <string>

#include "mycity/session/campaign_hub.hpp"

namespace mycity::session::test {

TEST_CASE("a save's time reads as a local date and time, anything else is shown as it is",
          "[session][campaign-text]") {
  // A fixed zone, so the expected text does not depend on the machine (UTC+2, no DST).
  const char* before = std::getenv("TZ");
  const std::string saved_zone = before != nullptr ? before : "";
  setenv("TZ", "EET-2", 1);
  tzset();
  CHECK(readable_time("2026-11-23T10:37:06Z") == "23 Nov 2026, 12:37");
  CHECK(readable_time("2026-03-05T23:30:00Z") == "6 Mar 2026, 01:30");
  CHECK(readable_time("yesterday") == "yesterday");
  CHECK(readable_time("2026-11-23T10:37:06Z trailing") == "2026-11-23T10:37:06Z trailing");
  if (before != nullptr) {
    setenv("TZ", saved_zone.c_str(), 1);
  } else {
    unsetenv("TZ");
  }
  tzset();
}

}  // namespace mycity::session::test
