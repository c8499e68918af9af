// Deterministic randomness: the same seed gives the same deck order and the same bot
// choices on every platform and standard library (std::shuffle and the std::
// distributions are implementation-defined, so neither game uses them).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace base {

// SplitMix64's constants and derive_seed's index multiplier (derived_index undoes them).
namespace mix {
inline constexpr std::uint64_t kGamma = 0x9E3779B97F4A7C15ULL;
inline constexpr std::uint64_t kFirst = 0xBF58476D1CE4E5B9ULL;
inline constexpr std::uint64_t kSecond = 0x94D049BB133111EBULL;
inline constexpr std::uint64_t kIndex = 0xD1B54A32D192ED03ULL;
}  // namespace mix

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and passes BigCrush.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += mix::kGamma);
    z = (z ^ (z >> 30)) * mix::kFirst;
    z = (z ^ (z >> 27)) * mix::kSecond;
    return z ^ (z >> 31);
  }

  // Uniform in [0, bound) without modulo bias; bound must be > 0.
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;) {
      const std::uint64_t r = next();
      if (r >= threshold) return r % bound;
    }
  }

 private:
  std::uint64_t state_;
};

// Fisher-Yates over Rng.
template <typename T>
void shuffle(std::vector<T>& items, Rng& rng) {
  for (std::size_t i = items.size(); i > 1; --i) {
    const auto j = static_cast<std::size_t>(rng.below(i));
    std::swap(items[i - 1], items[j]);
  }
}

// The seed of game `index` in a series started from `seed` (simulate, tests): distinct,
// well-mixed seeds for consecutive indices.
inline std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t index) {
  Rng rng(seed ^ (index * mix::kIndex));
  return rng.next();
}

// The index that gave `derived` from `seed`: derive_seed undone (each of its steps is a
// bijection of 64-bit words), so a derived seed can tell which index it came from.
std::uint64_t derived_index(std::uint64_t seed, std::uint64_t derived);

// A seed nobody chose, for a new game (std::random_device): the one thing here that is not
// deterministic, so games record the seed it gave.
std::uint64_t random_seed();

// A seed typed as text (a command-line option, the app's board number): a decimal whole
// number from 0 to 2^64 - 1 and nothing else, never wrapped or clamped into range.
std::optional<std::uint64_t> seed_from_text(std::string_view text);

// A copy of `cards` in the order a shuffle from `seed` gives.
inline std::vector<std::string> shuffled_deck(std::vector<std::string> cards, std::uint64_t seed) {
  Rng rng(seed);
  shuffle(cards, rng);
  return cards;
}

}  // namespace base
