#include "base/random.hpp"

#include <charconv>
#include <random>

namespace base {

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
