#include "mycity/game.hpp"

#include <set>

#include "base/error.hpp"
#include "mycity/turn_rules.hpp"

namespace mycity {

std::shared_ptr<const RuleModules> RuleModules::build(const Ruleset& ruleset) {
  auto modules = std::make_shared<RuleModules>();
  const std::string source = "ruleset \"" + ruleset.id + "\"";
  for (std::size_t i = 0; i < ruleset.end_terms.size(); ++i) {
    modules->end_terms.push_back(
        make_end_term(ruleset.end_terms[i], source, "/end_terms/" + std::to_string(i)));
  }
  for (std::size_t i = 0; i < ruleset.immediate_terms.size(); ++i) {
    modules->races.push_back(
        make_race(ruleset.immediate_terms[i], source, "/immediate_terms/" + std::to_string(i)));
  }
  modules->cap = ruleset.cap;
  return modules;
}

int RuleModules::end_total(const City& city) const {
  int total = 0;
  for (const auto& term : end_terms) total += term->points(city);
  return total;
}

void RuleModules::add_end_terms(const City& city, ScoreTrack& track,
                                std::vector<TermPoints>* breakdown) const {
  for (const auto& term : end_terms) {
    const int moved = track.add(term->points(city));
    if (breakdown) breakdown->push_back({std::string(term->id()), moved});
  }
}

int RuleModules::race_points_if(std::span<const std::size_t> open, const City& city_after) const {
  int points = 0;
  for_each_race_reached(open, city_after, [&](std::size_t r) { points += races[r]->points(); });
  return points;
}

Game::Game(const Catalogue& catalogue, const Ruleset& ruleset, std::vector<PlayerSetup> players,
           std::vector<std::string> deck, HouseRules house_rules)
    : catalogue_(&catalogue),
      ruleset_(&ruleset),
      house_rules_(house_rules),
      modules_(RuleModules::build(ruleset)),
      deck_(std::move(deck)) {
  const int n = static_cast<int>(players.size());
  if (n < ruleset.min_players || n > ruleset.max_players) {
    throw base::Error(ruleset.name + " is for " + std::to_string(ruleset.min_players) + " to " +
                      std::to_string(ruleset.max_players) + " players, not " + std::to_string(n));
  }
  std::set<std::string> seen;
  for (std::size_t i = 0; i < deck_.size(); ++i) {
    const std::string& card = deck_[i];
    if (!seen.insert(card).second) {
      throw base::Error("deck card " + std::to_string(i + 1) + ": \"" + card + "\" appears twice");
    }
    if (card == kBlockCard) {
      deck_pieces_.push_back(-1);
      continue;
    }
    const auto piece = catalogue.find_piece(card);
    if (!piece)
      throw base::Error("deck card " + std::to_string(i + 1) + ": unknown card \"" + card + "\"");
    deck_pieces_.push_back(*piece);
  }
  for (PlayerSetup& setup : players) {
    PlayerState state{setup.name,
                      City(std::move(setup.layout), std::move(setup.piece_stickers)),
                      ScoreTrack(ruleset.cap),
                      false,
                      {}};
    state.immediate.push_back({"pass", 0});
    for (const auto& race : modules_->races)
      state.immediate.push_back({std::string(race->id()), 0});
    players_.push_back(std::move(state));
  }
  race_closed_.assign(modules_->races.size(), false);
  race_reached_this_round_.assign(modules_->races.size(), false);
  race_won_.assign(modules_->races.size(), std::vector<bool>(players_.size(), false));
  reveal_next_building();
}

Game Game::on_printed_board(const Catalogue& catalogue, const Ruleset& ruleset,
                            const std::vector<std::string>& names, std::vector<std::string> deck,
                            HouseRules house_rules) {
  const BoardFrame frame(catalogue, ruleset);
  std::vector<PlayerSetup> players;
  for (const std::string& name : names) players.push_back({name, frame.printed()});
  return Game(catalogue, ruleset, std::move(players), std::move(deck), house_rules);
}

Game Game::on_board(const Catalogue& catalogue, const Ruleset& ruleset,
                    const std::vector<std::string>& names, std::vector<std::string> deck,
                    HouseRules house_rules, const BoardChoice& board) {
  if (!board.seed) return on_printed_board(catalogue, ruleset, names, std::move(deck), house_rules);
  return on_generated_board(catalogue, ruleset, names, std::move(deck), house_rules, *board.seed,
                            generate_board(BoardFrame(catalogue, ruleset), *board.seed));
}

Game Game::on_generated_board(const Catalogue& catalogue, const Ruleset& ruleset,
                              const std::vector<std::string>& names, std::vector<std::string> deck,
                              HouseRules house_rules, std::uint64_t board_seed,
                              const BoardLayout& layout) {
  std::vector<PlayerSetup> players;
  for (const std::string& name : names) players.push_back({name, layout});
  Game game(catalogue, ruleset, std::move(players), std::move(deck), house_rules);
  game.board_.seed = board_seed;
  return game;
}

// R10: reveal cards until one is played (R15, R16) and a seat still in acts on it.
void Game::reveal_next_building() {
  to_act_ = -1;
  while ((current_piece_ = reveal_round_piece(deck_pieces_, next_card_, &blocked_)) >= 0) {
    ++round_;
    round_pieces_.push_back(current_piece_);
    turns_.emplace_back(players_.size());
    for (int seat = 0; seat < player_count(); ++seat) {
      if (!players_[static_cast<std::size_t>(seat)].dropped) {
        to_act_ = seat;
        return;
      }
    }
  }
  over_ = true;
}

void Game::advance_turn() {
  for (int seat = to_act_ + 1; seat < player_count(); ++seat) {
    if (!players_[static_cast<std::size_t>(seat)].dropped) {
      to_act_ = seat;
      return;
    }
  }
  // The round is over: a race reached this round is closed to everyone else (R36).
  for (std::size_t r = 0; r < race_closed_.size(); ++r) {
    if (race_reached_this_round_[r]) race_closed_[r] = true;
    race_reached_this_round_[r] = false;
  }
  bool anyone_left = false;
  for (const PlayerState& p : players_) anyone_left = anyone_left || !p.dropped;
  if (!anyone_left) {
    over_ = true;
    current_piece_ = -1;
    to_act_ = -1;
    return;
  }
  reveal_next_building();
}

bool Game::may_pass() const {
  if (over_) return false;
  return pass_allowed(catalogue_->piece(current_piece_), player(to_act_).track);
}

std::optional<Violation> Game::check(const Action& action) const {
  if (over_) return Violation{"R16", "the game is over"};
  const PieceDef& piece = catalogue_->piece(current_piece_);
  switch (action.kind) {
    case ActionKind::Drop:
      return std::nullopt;
    case ActionKind::Pass:
      if (pass_allowed(piece, player(to_act_).track)) return std::nullopt;
      if (piece.must_build) {
        return Violation{"R14", "the " + piece.name + " may not be passed: build it or drop out"};
      }
      return Violation{"R12", "you may not pass while your score track shows 0"};
    case ActionKind::Build:
      if (action.placement.piece != current_piece_) {
        return Violation{"R11", "only the revealed building (" + piece.id + ") may be built"};
      }
      return check_placement(*catalogue_, player(to_act_).city, action.placement, house_rules_);
  }
  return Violation{"R11", "unknown action"};
}

bool Game::race_open_to(std::size_t race, int seat) const {
  return !race_closed_.at(race) && !race_won_.at(race).at(static_cast<std::size_t>(seat));
}

std::vector<std::size_t> Game::open_races(int seat) const {
  std::vector<std::size_t> open;
  for (std::size_t r = 0; r < modules_->races.size(); ++r) {
    if (race_open_to(r, seat)) open.push_back(r);
  }
  return open;
}

int Game::race_points_if(const City& city_after) const {
  return modules_->race_points_if(open_races(to_act_), city_after);
}

void Game::award_races(PlayerState& player) {
  const auto seat = static_cast<std::size_t>(to_act_);
  modules_->for_each_race_reached(open_races(to_act_), player.city, [&](std::size_t r) {
    race_won_[r][seat] = true;
    race_reached_this_round_[r] = true;
    player.immediate[r + 1].points += player.track.add(modules_->races[r]->points());
  });
}

std::optional<Violation> Game::apply(const Action& action) {
  if (auto violation = check(action)) return violation;
  PlayerState& p = players_[static_cast<std::size_t>(to_act_)];
  turns_.back()[static_cast<std::size_t>(to_act_)] = action;
  Bitboard cells;
  if (action.kind == ActionKind::Build) {
    cells = *placement_cells(catalogue_->piece(current_piece_), action.placement, p.city.layout());
  }
  const int moved = apply_action(*catalogue_, action, cells, p.city, p.track);
  switch (action.kind) {
    case ActionKind::Drop:
      p.dropped = true;
      break;
    case ActionKind::Pass:
      p.immediate[0].points += moved;
      break;
    case ActionKind::Build:
      award_races(p);
      break;
  }
  advance_turn();
  return std::nullopt;
}

}  // namespace mycity
