#include "mycity/record.hpp"

#include <algorithm>

#include "json_reader.hpp"
#include "mycity/error.hpp"
#include "record_json.hpp"

namespace mycity {

using detail::JsonPlace;
using nlohmann::json;

namespace detail {

std::optional<Action> parse_action(const json& value, const Catalogue& catalogue,
                                   const JsonPlace& place) {
  if (value.is_null()) return std::nullopt;
  if (value.is_string()) {
    const std::string word = value.get<std::string>();
    if (word == "pass") return Action::pass();
    if (word == "drop") return Action::drop();
    place.fail("unknown action \"" + word + "\" (expected \"pass\", \"drop\", a build or null)");
  }
  const json& build = detail::member(detail::expect_object(value, place), "build", place);
  const JsonPlace at = place / "build";
  detail::expect_object(build, at);
  Placement p;
  const std::string id = detail::string_member(build, "piece", at);
  const auto piece = catalogue.find_piece(id);
  if (!piece) (at / "piece").fail("unknown building \"" + id + "\"");
  p.piece = *piece;
  p.rot = detail::int_member(build, "rot", at, 0, 3);
  p.flip = detail::expect_bool(detail::member(build, "flip", at), at / "flip");
  p.x = detail::int_member(build, "x", at, -100, 100);
  p.y = detail::int_member(build, "y", at, -100, 100);
  return Action::build(p);
}

json action_to_json(const std::optional<Action>& action, const Catalogue& catalogue) {
  if (!action) return nullptr;
  switch (action->kind) {
    case ActionKind::Pass:
      return "pass";
    case ActionKind::Drop:
      return "drop";
    case ActionKind::Build:
      break;
  }
  const Placement& p = action->placement;
  return {{"build",
           {{"piece", catalogue.piece(p.piece).id},
            {"rot", p.rot},
            {"flip", p.flip},
            {"x", p.x},
            {"y", p.y}}}};
}

}  // namespace detail

namespace {

using detail::action_to_json;
using detail::parse_action;

std::string who(int seat, const Record& record) {
  return "player " + std::to_string(seat + 1) + " (" +
         record.players[static_cast<std::size_t>(seat)] + ")";
}

}  // namespace

Record parse_record(const json& doc, const Catalogue& catalogue, const std::string& source) {
  const JsonPlace root(source);
  detail::expect_object(doc, root);
  if (detail::string_member(doc, "format", root) != "mycity-record") {
    (root / "format").fail("expected \"mycity-record\"");
  }
  detail::int_member(doc, "version", root, 1, 1);
  Record record;
  record.mode = detail::string_member(doc, "mode", root);
  const Ruleset* rules = catalogue.find_ruleset(record.mode);
  if (rules == nullptr) (root / "mode").fail("unknown mode \"" + record.mode + "\"");
  const json& players =
      detail::expect_array(detail::member(doc, "players", root), root / "players", 8);
  for (std::size_t i = 0; i < players.size(); ++i) {
    record.players.push_back(detail::expect_string(players[i], root / "players" / i));
    if (record.players.back().size() > 100)
      (root / "players" / i).fail("a name has at most 100 bytes");
  }
  const int n = static_cast<int>(record.players.size());
  if (n < rules->min_players || n > rules->max_players) {
    (root / "players")
        .fail(rules->name + " is for " + std::to_string(rules->min_players) + " to " +
              std::to_string(rules->max_players) + " players, found " + std::to_string(n));
  }
  const json& deck = detail::expect_array(detail::member(doc, "deck", root), root / "deck", 200);
  for (std::size_t i = 0; i < deck.size(); ++i) {
    const std::string card = detail::expect_string(deck[i], root / "deck" / i);
    if (card != kBlockCard && !catalogue.find_piece(card))
      (root / "deck" / i).fail("unknown card \"" + card + "\"");
    for (const std::string& earlier : record.deck) {
      if (earlier == card) (root / "deck" / i).fail("card \"" + card + "\" appears twice");
    }
    record.deck.push_back(card);
  }
  const json& turns = detail::expect_array(detail::member(doc, "turns", root), root / "turns", 200);
  for (std::size_t t = 0; t < turns.size(); ++t) {
    const json& entry = detail::expect_array(turns[t], root / "turns" / t, 8);
    if (static_cast<int>(entry.size()) != n) {
      (root / "turns" / t)
          .fail("turn " + std::to_string(t + 1) + " has " + std::to_string(entry.size()) +
                " actions; expected one per player (" + std::to_string(n) + ")");
    }
    std::vector<std::optional<Action>> actions;
    for (std::size_t s = 0; s < entry.size(); ++s) {
      actions.push_back(parse_action(entry[s], catalogue, root / "turns" / t / s));
    }
    record.turns.push_back(std::move(actions));
  }
  return record;
}

Record read_record_file(const std::string& path, const Catalogue& catalogue) {
  return parse_record(detail::read_json_file(path, kMaxRecordBytes), catalogue, path);
}

json record_to_json(const Record& record, const Catalogue& catalogue) {
  json turns = json::array();
  for (const auto& turn : record.turns) {
    json entry = json::array();
    for (const auto& action : turn) entry.push_back(action_to_json(action, catalogue));
    turns.push_back(std::move(entry));
  }
  return {{"format", "mycity-record"}, {"version", 1},        {"mode", record.mode},
          {"players", record.players}, {"deck", record.deck}, {"turns", std::move(turns)}};
}

Record record_of(const Game& game) {
  Record record;
  record.mode = game.ruleset().id;
  for (int s = 0; s < game.player_count(); ++s) record.players.push_back(game.player(s).name);
  record.deck = game.deck();
  record.turns = game.turns();
  // A round in progress is recorded only up to the last action taken in it.
  if (!record.turns.empty() && !game.over()) {
    const auto& last = record.turns.back();
    bool any = false;
    for (const auto& a : last) any = any || a.has_value();
    if (!any) record.turns.pop_back();
  }
  return record;
}

Game replay(const Catalogue& catalogue, const Record& record, bool require_complete) {
  const Ruleset* rules = catalogue.find_ruleset(record.mode);
  if (rules == nullptr) throw RecordError("unknown mode \"" + record.mode + "\"");
  Game game = [&] {
    try {
      return Game::on_printed_board(catalogue, *rules, record.players, record.deck);
    } catch (const Error& e) {
      throw RecordError(std::string("cannot start the game: ") + e.what());
    }
  }();
  for (std::size_t t = 0; t < record.turns.size(); ++t) {
    const std::string turn = "turn " + std::to_string(t + 1);
    if (game.over()) throw RecordError(turn + ": the game was already over (surplus entry)");
    const auto& actions = record.turns[t];
    const bool last_turn = t + 1 == record.turns.size();
    for (int seat = 0; seat < game.player_count(); ++seat) {
      const auto& action = actions[static_cast<std::size_t>(seat)];
      const bool out = game.player(seat).dropped;
      if (out) {
        if (action)
          throw RecordError(turn + ", " + who(seat, record) +
                            ": has dropped out (R13); the entry must be null");
        continue;
      }
      if (!action) {
        // An unfinished last round is allowed in a game still in progress: the seats
        // still to act there are all null.
        const bool rest_null = std::all_of(actions.begin() + seat, actions.end(),
                                           [](const auto& a) { return !a.has_value(); });
        if (last_turn && !require_complete && rest_null) break;
        throw RecordError(turn + ", " + who(seat, record) +
                          ": no action; only a player who dropped out has null");
      }
      if (auto violation = game.apply(*action)) {
        throw RecordError(turn + ", " + who(seat, record) + ": " + violation->rule + ": " +
                          violation->reason);
      }
    }
  }
  if (require_complete && !game.over()) {
    throw RecordError(
        "the record stops at turn " + std::to_string(record.turns.size()) +
        " but the game goes on (" +
        std::to_string(game.deck().size() - static_cast<std::size_t>(game.cards_revealed())) +
        " cards left)");
  }
  return game;
}

}  // namespace mycity
