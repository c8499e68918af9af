#include "mycity/bots.hpp"

#include <algorithm>
#include <string>

#include "base/error.hpp"
#include "greedy_policy.hpp"
#include "mycity/hard_player.hpp"
#include "mycity/legal_actions.hpp"
#include "mycity/player_view.hpp"

namespace mycity {

namespace {

class RandomBot final : public Bot {
 public:
  std::string_view name() const override { return "random"; }
  Action choose(const Game& game, base::Rng& rng) override {
    const std::vector<Action> actions = legal_actions(game);
    return actions[static_cast<std::size_t>(rng.below(actions.size()))];
  }
};

// Greedy over what the player notices: `Keep` decides which placements are seen.
template <typename Keep>
Action greedy_over(PlayerView& view, Keep&& keep, base::Rng& rng) {
  const bots::Evaluator evaluator(*view.modules);
  const auto races = [&](const City& c) { return view.race_points_if(c); };
  const bots::Choice best = bots::best_placement(*view.catalogue, view.house_rules, view.city,
                                                 view.piece, evaluator, races, keep, rng);
  return bots::greedy_action(best, evaluator.value(view.city), view.may_pass);
}

class GreedyBot final : public Bot {
 public:
  explicit GreedyBot(std::string_view name) : name_(name) {}
  std::string_view name() const override { return name_; }
  Action choose(const Game& game, base::Rng& rng) override {
    PlayerView view = view_of(game);
    return greedy_over(
        view, [](const Placement&) { return true; }, rng);
  }

 private:
  std::string_view name_;
};

// Like a person who has not looked at every option: greedy over the rotations they tried
// (each distinct one with probability 1/2, at least one) and two in three of the places.
class EasyBot final : public Bot {
 public:
  std::string_view name() const override { return "easy"; }
  Action choose(const Game& game, base::Rng& rng) override {
    PlayerView view = view_of(game);
    const auto orientations =
        placeable_orientations(view.catalogue->piece(view.piece), view.house_rules);
    std::vector<bool> tried(orientations.size(), false);
    for (std::size_t i = 0; i < tried.size(); ++i) tried[i] = rng.below(2) == 0;
    tried[static_cast<std::size_t>(rng.below(tried.size()))] = true;
    const auto keep = [&](const Placement& p) {
      for (std::size_t i = 0; i < orientations.size(); ++i) {
        if (orientations[i].rot == p.rot && orientations[i].flip == p.flip) {
          return tried[i] && rng.below(3) != 0;
        }
      }
      return false;
    };
    return greedy_over(view, keep, rng);
  }
};

}  // namespace

Cell Bot::choose_sticker_cell(const BoardLayout&, std::string_view, const Bitboard& legal,
                              base::Rng& rng) {
  std::vector<Cell> cells;
  legal.for_each([&](Cell c) { cells.push_back(c); });
  return cells.at(static_cast<std::size_t>(rng.below(cells.size())));
}

int Bot::choose_sticker_piece(const Catalogue&, std::string_view, const std::vector<int>& legal,
                              base::Rng& rng) {
  return legal.at(static_cast<std::size_t>(rng.below(legal.size())));
}

std::unique_ptr<Bot> make_bot(std::string_view name) {
  if (name == "random") return std::make_unique<RandomBot>();
  if (name == "easy") return std::make_unique<EasyBot>();
  if (name == "greedy") return std::make_unique<GreedyBot>("greedy");
  if (name == "medium") return std::make_unique<GreedyBot>("medium");
  if (name == "hard") return make_hard_bot({});
  throw base::Error("unknown bot \"" + std::string(name) +
                    "\" (known: random, easy, medium, greedy, hard)");
}

std::vector<std::string_view> bot_names() {
  return {"random", "easy", "medium", "greedy", "hard"};
}

void play_out(Game& game, Bot& bot, base::Rng& rng) {
  while (!game.over()) {
    if (auto violation = game.apply(bot.choose(game, rng))) {
      throw base::Error("bot " + std::string(bot.name()) +
                        " chose an illegal action: " + violation->reason);
    }
  }
}

}  // namespace mycity
