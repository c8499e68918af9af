#include "base/random.hpp"

#include <random>

namespace base {

std::uint64_t random_seed() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ static_cast<std::uint64_t>(device());
}

}  // namespace base
