// The long random tests (playouts, record round trips) play fewer games under the sanitizers,
// which run them about ten times slower, so both CI builds fit its time; the normal build
// plays them all, and the sanitizers still see every kind of game.
#pragma once

namespace test_scale {

inline constexpr int kSanitizerDivisor = 4;

constexpr int games(int count) {
#ifdef MYCITY_SANITIZED_TESTS
  return count / kSanitizerDivisor > 0 ? count / kSanitizerDivisor : 1;
#else
  return count;
#endif
}

}  // namespace test_scale
