#include "base/random.hpp"

#include <charconv>
#include <random>

namespace base {

namespace {

// x such that a * x == 1 modulo 2^64, for odd a: Newton's step doubles the correct low bits
// (3 to start, as a * a == 1 modulo 8 for any odd a).
std::uint64_t inverse_of_odd(std::uint64_t a) {
  std::uint64_t x = a;
  for (int i = 0; i < 5; ++i) x *= 2 - a * x;
  return x;
}

// x such that x ^ (x >> shift) == y.
std::uint64_t undo_xor_shift(std::uint64_t y, int shift) {
  std::uint64_t x = y;
  for (int known = shift; known < 64; known += shift) x = y ^ (x >> shift);
  return x;
}

}  // namespace

std::uint64_t derived_index(std::uint64_t seed, std::uint64_t derived) {
  // Rng::next and derive_seed's mixing, step by step backwards.
  std::uint64_t z = undo_xor_shift(derived, 31) * inverse_of_odd(mix::kSecond);
  z = undo_xor_shift(z, 27) * inverse_of_odd(mix::kFirst);
  const std::uint64_t state = undo_xor_shift(z, 30) - mix::kGamma;
  return (state ^ seed) * inverse_of_odd(mix::kIndex);
}

std::uint64_t random_seed() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ static_cast<std::uint64_t>(device());
}

std::optional<std::uint64_t> seed_from_text(std::string_view text) {
  std::uint64_t seed = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, seed);
  if (error != std::errc() || stop != end || text.empty()) return std::nullopt;
  return seed;
}

}  // namespace base
