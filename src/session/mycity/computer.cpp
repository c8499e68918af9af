#include "mycity/session/computer.hpp"

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "mycity/bots.hpp"
#include "mycity/hard_player.hpp"
#include "mycity/player_view.hpp"

namespace mycity::session {

using i18n::tr;

std::string_view strength_id(Strength strength) {
  switch (strength) {
    case Strength::Easy:
      return "easy";
    case Strength::Medium:
      return "medium";
    case Strength::Hard:
      return "hard";
  }
  return "medium";
}

std::optional<Strength> parse_strength(std::string_view id) {
  for (Strength s : {Strength::Easy, Strength::Medium, Strength::Hard})
    if (strength_id(s) == id) return s;
  return std::nullopt;
}

std::string strength_label(Strength strength) {
  switch (strength) {
    case Strength::Easy:
      return tr("Easy");
    case Strength::Medium:
      return tr("Medium");
    case Strength::Hard:
      return tr("Hard");
  }
  return {};
}

std::uint64_t decision_seed(const Game& game) {
  constexpr std::uint64_t kComputerSeed = 0x6D79636974794149ULL;
  return base::derive_seed(kComputerSeed, static_cast<std::uint64_t>(game.cards_revealed()) * 8 +
                                              static_cast<std::uint64_t>(game.to_act()));
}

// Each player decides only from what the seat may know (R10, R17): the hard player from a
// view, the others from a copy of the game, from which they build the same view themselves.
Thinker::Think think_for(const Game& game, Strength strength, std::uint64_t seed) {
  if (strength == Strength::Hard) {
    return [view = view_of(game), seed](std::stop_token stop) {
      base::Rng rng(seed);
      return choose_hard(view, rng, {}, stop);
    };
  }
  return [copy = game, id = std::string(strength_id(strength)), seed](std::stop_token) {
    base::Rng rng(seed);
    return make_bot(id)->choose(copy, rng);
  };
}

}  // namespace mycity::session
