// A set of board cells as bits: up to 16 columns x 16 rows, bit (y * 16 + x), four 16-bit
// rows per 64-bit word. Pieces fit in a 4 x 4 box, so a piece at any row is one 64-bit
// "window" of four rows: a placement test is a shift and an AND.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace mycity {

inline constexpr int kMaxBoardWidth = 16;
inline constexpr int kMaxBoardHeight = 16;
inline constexpr int kMaxPieceExtent = 4;  // a piece's bounding box is at most 4 x 4

struct Cell {
  int x = 0;
  int y = 0;
  friend constexpr bool operator==(Cell, Cell) = default;
};

class Bitboard {
 public:
  constexpr Bitboard() = default;

  static constexpr Bitboard single(Cell c) {
    Bitboard b;
    b.set(c);
    return b;
  }

  // A four-row window (16 bits per row, row y0 in the low bits) placed with its
  // top-left at (x, y0). Bits shifted past column 15 are the caller's error.
  static constexpr Bitboard from_window(std::uint64_t window, int x, int y0) {
    Bitboard b;
    const std::uint64_t shifted = window << x;
    const int bit = y0 * 16;
    const int word = bit / 64;
    const int offset = bit % 64;
    b.words_[static_cast<std::size_t>(word)] |= shifted << offset;
    if (offset != 0 && word + 1 < kWords) {
      b.words_[static_cast<std::size_t>(word + 1)] |= shifted >> (64 - offset);
    }
    return b;
  }

  // Rows y0 .. y0+3 as one 64-bit window (rows past the board read as 0).
  constexpr std::uint64_t window(int y0) const {
    const int bit = y0 * 16;
    const int word = bit / 64;
    const int offset = bit % 64;
    std::uint64_t w = word < kWords ? words_[static_cast<std::size_t>(word)] >> offset : 0;
    if (offset != 0 && word + 1 < kWords) {
      w |= words_[static_cast<std::size_t>(word + 1)] << (64 - offset);
    }
    return w;
  }

  constexpr bool test(Cell c) const { return (words_[index(c) / 64] >> (index(c) % 64)) & 1U; }
  constexpr void set(Cell c) { words_[index(c) / 64] |= std::uint64_t{1} << (index(c) % 64); }
  constexpr void reset(Cell c) { words_[index(c) / 64] &= ~(std::uint64_t{1} << (index(c) % 64)); }

  constexpr int count() const {
    int n = 0;
    for (auto w : words_) n += std::popcount(w);
    return n;
  }
  constexpr bool empty() const { return (words_[0] | words_[1] | words_[2] | words_[3]) == 0; }
  constexpr bool any() const { return !empty(); }
  constexpr bool intersects(const Bitboard& o) const { return (*this & o).any(); }
  constexpr bool contains(const Bitboard& o) const { return (o & ~*this).empty(); }

  // Cells sharing a side with a cell of this set, excluding the set itself. Sides are
  // sides of the grid: river and railway edges do not interrupt them (R6).
  constexpr Bitboard neighbours() const {
    Bitboard r;
    for (int i = 0; i < kWords; ++i) {
      const auto k = static_cast<std::size_t>(i);
      const std::uint64_t w = words_[k];
      std::uint64_t n = ((w << 1) & kNotColumn0) | ((w >> 1) & kNotColumn15);
      n |= w << 16 | w >> 16;
      if (i > 0) n |= words_[k - 1] >> 48;
      if (i + 1 < kWords) n |= words_[k + 1] << 48;
      r.words_[k] = n & ~w;
    }
    return r;
  }

  template <typename F>
  constexpr void for_each(F&& f) const {
    for (int i = 0; i < kWords; ++i) {
      std::uint64_t w = words_[static_cast<std::size_t>(i)];
      while (w != 0) {
        const int b = std::countr_zero(w);
        f(Cell{b % 16, i * 4 + b / 16});
        w &= w - 1;
      }
    }
  }

  constexpr Bitboard operator&(const Bitboard& o) const {
    return combine(o, [](auto a, auto b) { return a & b; });
  }
  constexpr Bitboard operator|(const Bitboard& o) const {
    return combine(o, [](auto a, auto b) { return a | b; });
  }
  constexpr Bitboard operator^(const Bitboard& o) const {
    return combine(o, [](auto a, auto b) { return a ^ b; });
  }
  constexpr Bitboard operator~() const {
    Bitboard r;
    for (std::size_t i = 0; i < kWords; ++i) r.words_[i] = ~words_[i];
    return r;
  }
  constexpr Bitboard& operator&=(const Bitboard& o) { return *this = *this & o; }
  constexpr Bitboard& operator|=(const Bitboard& o) { return *this = *this | o; }
  friend constexpr bool operator==(const Bitboard&, const Bitboard&) = default;

 private:
  static constexpr int kWords = 4;
  static constexpr std::uint64_t kNotColumn0 = ~std::uint64_t{0x0001000100010001};
  static constexpr std::uint64_t kNotColumn15 = ~std::uint64_t{0x8000800080008000};

  static constexpr std::size_t index(Cell c) { return static_cast<std::size_t>(c.y * 16 + c.x); }

  template <typename Op>
  constexpr Bitboard combine(const Bitboard& o, Op op) const {
    Bitboard r;
    for (std::size_t i = 0; i < kWords; ++i) r.words_[i] = op(words_[i], o.words_[i]);
    return r;
  }

  std::array<std::uint64_t, kWords> words_{};
};

}  // namespace mycity
