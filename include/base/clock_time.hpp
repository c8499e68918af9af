// Calendar times alike on every system: localtime_r, gmtime_r, timegm and strptime are
// POSIX only, and Windows' strftime knows fewer conversions.
#pragma once

#include <chrono>
#include <ctime>
#include <optional>
#include <string>

namespace base {

// `when` in the user's time zone, and in UTC.
std::tm local_time(std::chrono::system_clock::time_point when);
std::tm utc_time(std::chrono::system_clock::time_point when);

// "2026-12-06T00:21:13Z", and back; nothing for a text of another shape or no such time.
std::string utc_iso8601(std::chrono::system_clock::time_point when);
std::optional<std::chrono::system_clock::time_point> parse_utc_iso8601(const std::string& text);

}  // namespace base
