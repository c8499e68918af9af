// A longest common subsequence of two sequences, for aligning two frames' draw data (which
// windows and which draw commands stayed the same).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace mycity::app {

// The pairs (i, j), in increasing order of both, of a longest common subsequence of two
// sequences of lengths `n` and `m`, where `equal(i, j)` says whether item i of the first
// equals item j of the second. O(n * m) time and memory: for short sequences.
template <typename Equal>
std::vector<std::pair<std::size_t, std::size_t>> common_subsequence(std::size_t n, std::size_t m,
                                                                    Equal equal) {
  // longest[i * (m + 1) + j]: the length for the first's items from i and the second's from j.
  std::vector<std::uint32_t> longest((n + 1) * (m + 1), 0);
  const auto at = [&](std::size_t i, std::size_t j) -> std::uint32_t& {
    return longest[i * (m + 1) + j];
  };
  for (std::size_t i = n; i-- > 0;) {
    for (std::size_t j = m; j-- > 0;)
      at(i, j) = equal(i, j) ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
  }
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (std::size_t i = 0, j = 0; i < n && j < m;) {
    if (equal(i, j) && at(i, j) == at(i + 1, j + 1) + 1) {
      pairs.emplace_back(i++, j++);
    } else if (at(i + 1, j) >= at(i, j + 1)) {
      ++i;
    } else {
      ++j;
    }
  }
  return pairs;
}

}  // namespace mycity::app
