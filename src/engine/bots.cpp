#include "mycity/bots.hpp"

#include <array>

#include "mycity/error.hpp"

namespace mycity {

namespace {

class RandomBot final : public Bot {
 public:
  std::string_view name() const override { return "random"; }
  Action choose(const Game& game, Rng& rng) override {
    const City& city = game.player(game.to_act()).city;
    const std::vector<Placement> options =
        legal_placements(game.catalogue(), city, game.current_piece(), game.house_rules());
    const std::uint64_t extra = game.may_pass() ? 2 : 1;  // drop, and pass when allowed
    const std::uint64_t pick = rng.below(options.size() + extra);
    if (pick < options.size()) return Action::build(options[pick]);
    return pick == options.size() ? Action::drop() : Action::pass();
  }
};

bool scores_wells(const RuleModules& modules) {
  for (const auto& term : modules.end_terms) {
    if (term->id() == "wells") return true;
  }
  return false;
}

// A well (R35) scores only once four different buildings surround it, so a bot that looks
// one placement ahead never builds towards one. This counts the sides of every well that
// can still score (not built over, no building on two of its sides, every free side
// buildable meadow) already covered: one point each, like an empty cell covered.
int well_progress(const City& city) {
  const BoardLayout& layout = city.layout();
  int sides_covered = 0;
  (layout.wells & ~city.occupied()).for_each([&](Cell w) {
    const std::array<Cell, 4> sides{Cell{w.x - 1, w.y}, Cell{w.x + 1, w.y}, Cell{w.x, w.y - 1},
                                    Cell{w.x, w.y + 1}};
    std::array<int, 4> owners{};
    int covered = 0;
    for (std::size_t i = 0; i < sides.size(); ++i) {
      const Cell s = sides[i];
      const bool inside = s.x >= 0 && s.y >= 0 && s.x < layout.width && s.y < layout.height;
      if (!inside || !layout.meadow.test(s)) return;  // a side no building can cover
      owners[i] = city.building_at(s);
      if (owners[i] < 0) continue;
      for (std::size_t j = 0; j < i; ++j) {
        if (owners[j] == owners[i]) return;  // one building on two sides
      }
      ++covered;
    }
    sides_covered += covered;
  });
  return sides_covered;
}

class GreedyBot final : public Bot {
 public:
  std::string_view name() const override { return "greedy"; }
  Action choose(const Game& game, Rng& rng) override {
    const PlayerState& me = game.player(game.to_act());
    const RuleModules& modules = game.modules();
    City scratch = me.city;
    const PieceDef& piece = game.catalogue().piece(game.current_piece());
    const bool wells = scores_wells(modules);
    const auto value_of = [&](const City& city) {
      return modules.end_total(city) + (wells ? well_progress(city) : 0);
    };
    int best = 0;
    std::uint64_t ties = 0;
    Placement choice;
    for_each_legal_placement(game.catalogue(), me.city, game.current_piece(), game.house_rules(),
                             [&](const Placement& p, const Bitboard& cells) {
                               scratch.add(PlacedBuilding{p.piece, piece.colour, p, cells});
                               const int value = value_of(scratch) + game.race_points_if(scratch);
                               scratch.remove_last();
                               // Reservoir sampling keeps a uniform choice among equal bests.
                               if (ties == 0 || value > best) {
                                 best = value;
                                 ties = 1;
                                 choice = p;
                               } else if (value == best && rng.below(++ties) == 0) {
                                 choice = p;
                               }
                             });
    // Build unless passing (-1) scores better; dropping out forfeits every later card,
    // so it is only for a building that can neither be built nor passed.
    const int pass_value = value_of(me.city) - 1;
    if (ties > 0 && (!game.may_pass() || best >= pass_value)) return Action::build(choice);
    return game.may_pass() ? Action::pass() : Action::drop();
  }
};

}  // namespace

std::unique_ptr<Bot> make_bot(std::string_view name) {
  if (name == "random") return std::make_unique<RandomBot>();
  if (name == "greedy") return std::make_unique<GreedyBot>();
  throw Error("unknown bot \"" + std::string(name) + "\" (known: random, greedy)");
}

std::vector<std::string_view> bot_names() {
  return {"random", "greedy"};
}

void play_out(Game& game, Bot& bot, Rng& rng) {
  while (!game.over()) {
    if (auto violation = game.apply(bot.choose(game, rng))) {
      throw Error("bot " + std::string(bot.name()) +
                  " chose an illegal action: " + violation->reason);
    }
  }
}

}  // namespace mycity
