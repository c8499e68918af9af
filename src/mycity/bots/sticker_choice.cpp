#include "sticker_choice.hpp"

namespace mycity::bots {

namespace {

// The best-rated of `items` by `rating`, a uniform pick among equal bests.
template <typename T, typename Rating>
T best_of(const std::vector<T>& items, Rating&& rating, base::Rng& rng) {
  T best = items.at(0);
  int best_rating = rating(best);
  std::uint64_t ties = 1;
  for (std::size_t i = 1; i < items.size(); ++i) {
    const int r = rating(items[i]);
    if (r > best_rating) {
      best = items[i];
      best_rating = r;
      ties = 1;
    } else if (r == best_rating && rng.below(++ties) == 0) {
      best = items[i];
    }
  }
  return best;
}

}  // namespace

Cell sticker_cell(const BoardLayout& board, std::string_view sticker, const Bitboard& legal,
                  base::Rng& rng) {
  std::vector<Cell> cells;
  legal.for_each([&](Cell c) { cells.push_back(c); });
  const Bitboard buildable = board.meadow;
  const auto meadow_sides = [&](Cell c) {
    Bitboard one;
    one.set(c);
    return (one.neighbours() & buildable).count();
  };
  // A building more often covers a cell with more meadow around it.
  const bool covered_is_good = sticker == "rock" || sticker == "clearing" || sticker == "well";
  return best_of(
      cells, [&](Cell c) { return covered_is_good ? meadow_sides(c) : -meadow_sides(c); }, rng);
}

int sticker_piece(const Catalogue& catalogue, std::string_view sticker,
                  const std::vector<int>& legal, base::Rng& rng) {
  const int sign = sticker == "filter" ? 1 : -1;
  return best_of(
      legal, [&](int piece) { return sign * catalogue.piece(piece).cell_count(); }, rng);
}

}  // namespace mycity::bots
