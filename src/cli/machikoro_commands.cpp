#include "machikoro_commands.hpp"

#include <iostream>

#include <nlohmann/json.hpp>

#include "machikoro/record.hpp"

namespace cli {

namespace {

using nlohmann::ordered_json;

machikoro::Game replay_file(const machikoro::CardSet& cards, const std::string& file) {
  return machikoro::replay(cards, machikoro::read_record_file(file), file);
}

ordered_json player_json(const machikoro::Game& game, int seat, int rank) {
  const machikoro::CardSet& cards = game.cards();
  const machikoro::PlayerState& p = game.player(seat);
  ordered_json landmarks = ordered_json::array();
  for (std::size_t i = 0; i < cards.landmarks().size(); ++i)
    if (p.built(static_cast<int>(i))) landmarks.push_back(cards.landmarks()[i].id);
  ordered_json establishments = ordered_json::object();
  for (std::size_t i = 0; i < cards.establishments().size(); ++i)
    if (p.establishments[i] > 0) establishments[cards.establishments()[i].id] = p.establishments[i];
  return {{"name", p.name},
          {"coins", p.coins},
          {"landmarks", std::move(landmarks)},
          {"establishments", std::move(establishments)},
          {"rank", rank}};
}

const char* decision_name(machikoro::Decision decision) {
  using machikoro::Decision;
  switch (decision) {
    case Decision::DiceCount:
      return "dice_count";
    case Decision::Roll:
      return "roll";
    case Decision::RadioTower:
      return "radio_tower";
    case Decision::Harbor:
      return "harbor";
    case Decision::ExtraRoll:
      return "extra_roll";
    case Decision::Target:
      return "target";
    case Decision::Swap:
      return "swap";
    case Decision::Build:
      return "build";
    case Decision::GameOver:
      break;
  }
  return "game_over";
}

ordered_json choice_json(const machikoro::CardSet& cards, const machikoro::Action& choice) {
  using machikoro::ActionKind;
  switch (choice.kind) {
    case ActionKind::Dice:
      return {{"kind", "dice"},
              {"dice", std::vector<int>(choice.dice.shown().begin(), choice.dice.shown().end())}};
    case ActionKind::DiceCount:
      return {{"kind", "dice_count"}, {"count", choice.count}};
    case ActionKind::Reroll:
      return {{"kind", "reroll"}};
    case ActionKind::KeepRoll:
      return {{"kind", "keep_roll"}};
    case ActionKind::AddTwo:
      return {{"kind", "add_two"}};
    case ActionKind::NoAddTwo:
      return {{"kind", "no_add_two"}};
    case ActionKind::Target:
      return {{"kind", "target"}, {"seat", choice.seat}};
    case ActionKind::Swap:
      return {{"kind", "swap"},
              {"give", cards.id(choice.card)},
              {"with", choice.seat},
              {"take", cards.establishment(choice.take).id}};
    case ActionKind::DeclineSwap:
      return {{"kind", "decline_swap"}};
    case ActionKind::Build:
      return {{"kind", "build"}, {"card", cards.id(choice.card)}};
    case ActionKind::BuildNothing:
      break;
  }
  return {{"kind", "build_nothing"}};
}

}  // namespace

int run_machikoro_replay(const machikoro::CardSet& cards, const std::string& file) {
  const machikoro::Record record = machikoro::read_record_file(file);
  const machikoro::Game game = machikoro::replay(cards, record, file);
  const std::vector<int> ranks = machikoro::ranks(game);
  ordered_json players = ordered_json::array();
  for (int seat = 0; seat < game.player_count(); ++seat)
    players.push_back(player_json(game, seat, ranks[static_cast<std::size_t>(seat)]));
  const auto winner = game.winner();
  ordered_json out = {{"players", std::move(players)},
                      {"winner", winner ? ordered_json(game.player(*winner).name) : nullptr},
                      {"turns", record.turns.size()}};
  std::cout << out.dump(2) << '\n';
  return 0;
}

int run_machikoro_legal(const machikoro::CardSet& cards, const std::string& file) {
  const machikoro::Game game = replay_file(cards, file);
  const machikoro::Pending pending = game.pending();
  ordered_json out = {{"turn", game.turn()}, {"decision", decision_name(pending.decision)}};
  if (pending.player >= 0) {
    out["player"] = pending.player;
    out["name"] = game.player(pending.player).name;
  } else {
    out["player"] = nullptr;
  }
  if (pending.chance()) out["dice"] = pending.dice;
  if (pending.card >= 0) out["card"] = cards.establishment(pending.card).id;
  ordered_json choices = ordered_json::array();
  for (const machikoro::Action& choice : game.legal_actions())
    choices.push_back(choice_json(cards, choice));
  out["choices"] = std::move(choices);
  std::cout << out.dump() << '\n';
  return 0;
}

}  // namespace cli
