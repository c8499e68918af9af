// Replaying a record: the game set up from it (a legacy episode's boards from the printed
// board and the record's stickers), then every action through Game::apply, so the rules
// live in the engine alone.
#include "mycity/record.hpp"

#include <algorithm>

#include "base/error.hpp"
#include "mycity/board_generator.hpp"
#include "mycity/record_episode.hpp"
#include "mycity/stickers.hpp"
#include "record_detail.hpp"

namespace mycity {

namespace {

using detail::recorded_layout;

std::string who(int seat, const Record& record) {
  return "player " + std::to_string(seat + 1) + " (" +
         record.players[static_cast<std::size_t>(seat)] + ")";
}

// Plays the record's turns on a game set up from it.
void replay_turns(Game& game, const Record& record, bool require_complete) {
  for (std::size_t t = 0; t < record.turns.size(); ++t) {
    const std::string turn = "turn " + std::to_string(t + 1);
    if (game.over()) throw base::RecordError(turn + ": the game was already over (surplus entry)");
    const auto& actions = record.turns[t];
    const bool last_turn = t + 1 == record.turns.size();
    for (int seat = 0; seat < game.player_count(); ++seat) {
      const auto& action = actions[static_cast<std::size_t>(seat)];
      const bool out = game.player(seat).dropped;
      if (out) {
        if (action)
          throw base::RecordError(turn + ", " + who(seat, record) +
                                  ": has dropped out (R13); the entry must be null");
        continue;
      }
      if (!action) {
        // An unfinished last round is allowed in a game still in progress: the seats
        // still to act there are all null.
        const bool rest_null = std::all_of(actions.begin() + seat, actions.end(),
                                           [](const auto& a) { return !a.has_value(); });
        if (last_turn && !require_complete && rest_null) break;
        throw base::RecordError(turn + ", " + who(seat, record) +
                                ": no action; only a player who dropped out has null");
      }
      if (auto violation = game.apply(*action)) {
        throw base::RecordError(turn + ", " + who(seat, record) + ": " + violation->rule + ": " +
                                violation->reason);
      }
    }
  }
  if (require_complete && !game.over()) {
    throw base::RecordError(
        "the record stops at turn " + std::to_string(record.turns.size()) +
        " but the game goes on (" +
        std::to_string(game.deck().size() - static_cast<std::size_t>(game.cards_revealed())) +
        " cards left)");
  }
}

// A player's board at the start of a legacy episode: the printed board with the record's
// stickers re-applied in order, so only boards the rules can produce are accepted.
PlayerSetup legacy_setup(const Catalogue& catalogue, const BoardDef& printed, const Record& record,
                         int seat) {
  const RecordBoard& board = record.legacy->boards[static_cast<std::size_t>(seat)];
  PlayerSetup setup{record.players[static_cast<std::size_t>(seat)], printed.layout, {}};
  const std::string whose = "board of " + who(seat, record);
  for (std::size_t i = 0; i < board.stickers.size(); ++i) {
    const RecordSticker& s = board.stickers[i];
    const std::string where = whose + ", sticker " + std::to_string(i + 1) + " (" + s.sticker + ")";
    std::optional<Violation> violation;
    if (s.piece >= 0) {
      violation = apply_building_sticker(catalogue, setup.piece_stickers, s.sticker, s.piece);
    } else if (s.sticker == "railway") {
      if (!lay_railway(setup.layout, printed))
        violation = Violation{"R52", "the railway is laid once"};
    } else {
      violation = apply_board_sticker(setup.layout, s.sticker, *s.cell);
    }
    if (violation)
      throw base::RecordError(where + ": " + violation->rule + ": " + violation->reason);
  }
  const std::vector<std::string> map = layout_map(setup.layout);
  for (std::size_t y = 0; y < map.size(); ++y) {
    if (y >= board.map.size() || board.map[y] != map[y]) {
      throw base::RecordError(whose + ": map row " + std::to_string(y) + " should be \"" + map[y] +
                              "\" after the stickers");
    }
  }
  if (board.map.size() != map.size())
    throw base::RecordError(whose + ": the map has " + std::to_string(board.map.size()) +
                            " rows, the board " + std::to_string(map.size()));
  return setup;
}

}  // namespace

Game replay(const Catalogue& catalogue, const Record& record, bool require_complete) {
  if (record.legacy) {
    throw base::RecordError("a record of campaign \"" + record.legacy->campaign + "\" episode " +
                            std::to_string(record.legacy->episode) +
                            " needs its campaign to be replayed");
  }
  const Ruleset* rules = catalogue.find_ruleset(record.mode);
  if (rules == nullptr) throw base::RecordError("unknown mode \"" + record.mode + "\"");
  if (auto card = card_outside_deck(*rules, record.deck)) throw base::RecordError(*card);
  Game game = [&] {
    try {
      if (!record.board) {
        return Game::on_printed_board(catalogue, *rules, record.players, record.deck,
                                      record.house_rules);
      }
      const BoardLayout layout = recorded_layout(BoardFrame(catalogue, *rules), *record.board,
                                                 base::JsonPlace("the record", "/boards/0"));
      return Game::on_generated_board(catalogue, *rules, record.players, record.deck,
                                      record.house_rules, record.board->seed, layout);
    } catch (const base::Error& e) {
      throw base::RecordError(std::string("cannot start the game: ") + e.what());
    }
  }();
  replay_turns(game, record, require_complete);
  return game;
}

Game replay_legacy(const Catalogue& catalogue, const CampaignDef& campaign, const Record& record,
                   bool require_complete) {
  if (!record.legacy) throw base::RecordError("not a legacy episode record (no \"campaign\")");
  const LegacyEpisode& legacy = *record.legacy;
  if (legacy.campaign != campaign.id) {
    throw base::RecordError("the record is from campaign \"" + legacy.campaign + "\", not \"" +
                            campaign.id + "\"");
  }
  if (legacy.episode > campaign.episode_count()) {
    throw base::RecordError("campaign \"" + campaign.id + "\" has no episode " +
                            std::to_string(legacy.episode));
  }
  const Ruleset& rules = campaign.episode(legacy.episode).ruleset;
  if (record.mode != rules.id) {
    throw base::RecordError("episode " + std::to_string(legacy.episode) + " is played as \"" +
                            rules.id + "\", not \"" + record.mode + "\"");
  }
  if (auto card = card_outside_deck(rules, record.deck)) throw base::RecordError(*card);
  const BoardDef* printed = catalogue.find_board(campaign.board);
  if (printed == nullptr) throw base::RecordError("unknown board \"" + campaign.board + "\"");
  std::vector<PlayerSetup> setups;
  for (int seat = 0; seat < static_cast<int>(record.players.size()); ++seat) {
    setups.push_back(legacy_setup(catalogue, *printed, record, seat));
    const auto& stickers = legacy.boards[static_cast<std::size_t>(seat)].stickers;
    if (auto violation = impossible_at_start(campaign, *printed, legacy.episode, stickers,
                                             setups.back().layout)) {
      throw base::RecordError("board of " + who(seat, record) + ": " + violation->rule + ": " +
                              violation->reason);
    }
  }
  Game game = [&] {
    try {
      return Game(catalogue, rules, std::move(setups), record.deck, record.house_rules);
    } catch (const base::Error& e) {
      throw base::RecordError(std::string("cannot start the game: ") + e.what());
    }
  }();
  replay_turns(game, record, require_complete);
  return game;
}

}  // namespace mycity
