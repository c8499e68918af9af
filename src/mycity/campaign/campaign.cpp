// The campaign state machine: phases, episodes and sticker queues (docs/campaign.md).
#include "mycity/campaign.hpp"

#include "base/error.hpp"
#include "base/random.hpp"

namespace mycity {

std::string_view phase_name(CampaignPhase phase) {
  switch (phase) {
    case CampaignPhase::EnvelopeSealed:
      return "envelope sealed";
    case CampaignPhase::StartStickers:
      return "start stickers";
    case CampaignPhase::Playing:
      return "playing";
    case CampaignPhase::RewardStickers:
      return "reward stickers";
    case CampaignPhase::BetweenEpisodes:
      return "between episodes";
    case CampaignPhase::Finished:
      return "finished";
  }
  return "unknown";
}

std::uint64_t episode_deck_seed(std::uint64_t campaign_seed, int episode) {
  return base::derive_seed(campaign_seed, static_cast<std::uint64_t>(episode));
}

Campaign::Campaign(const Catalogue& catalogue, const CampaignDef& definition,
                   std::vector<CampaignPlayerSetup> players, std::uint64_t seed,
                   HouseRules house_rules)
    : catalogue_(&catalogue),
      definition_(&definition),
      board_(catalogue.find_board(definition.board)),
      seed_(seed),
      initial_house_rules_(house_rules),
      house_rules_(house_rules) {
  if (board_ == nullptr) throw base::Error("campaign: unknown board \"" + definition.board + "\"");
  if (definition.episodes.empty()) throw base::Error("campaign: no episodes");
  const int n = static_cast<int>(players.size());
  if (n < definition.min_players || n > definition.max_players) {
    throw base::Error(definition.name + " is for " + std::to_string(definition.min_players) +
                      " to " + std::to_string(definition.max_players) + " players, not " +
                      std::to_string(n));
  }
  initial_players_ = players;
  for (CampaignPlayerSetup& setup : players) {
    if (setup.name.empty()) throw base::Error("campaign: every player needs a name");
    CampaignPlayer player;
    player.name = std::move(setup.name);
    player.animal = std::move(setup.animal);
    player.city = std::move(setup.city);
    player.computer = std::move(setup.computer);
    player.board = board_->layout;
    players_.push_back(std::move(player));
  }
}

int Campaign::progress_capacity() const {
  return board_->progress_rows * board_->progress_per_row;
}

void Campaign::require(CampaignPhase phase, std::string_view action) const {
  if (phase_ != phase) {
    throw base::Error("campaign: " + std::string(action) + " is not possible while " +
                      std::string(phase_name(phase_)) + " (episode " + std::to_string(episode_) +
                      ")");
  }
}

CampaignCommand& Campaign::log_command(CampaignCommand::Kind kind) {
  CampaignCommand& command = commands_.emplace_back();
  command.kind = kind;
  return command;
}

void Campaign::open_envelope() {
  require(CampaignPhase::EnvelopeSealed, "opening an envelope");
  envelopes_opened_ = chapter().number;
  log_command(CampaignCommand::Kind::OpenEnvelope);
  begin_episode();
}

void Campaign::next_episode() {
  require(CampaignPhase::BetweenEpisodes, "the next episode");
  ++episode_;
  game_.reset();
  log_command(CampaignCommand::Kind::NextEpisode);
  if (chapter().first_episode == episode_ && envelopes_opened_ < chapter().number) {
    phase_ = CampaignPhase::EnvelopeSealed;
    return;
  }
  begin_episode();
}

void Campaign::replace_player(int seat, std::string name, std::string animal,
                              std::string computer) {
  if (phase_ != CampaignPhase::BetweenEpisodes && phase_ != CampaignPhase::EnvelopeSealed) {
    throw base::Error("campaign: players change only between episodes (R54)");
  }
  if (seat < 0 || seat >= player_count())
    throw base::Error("campaign: no seat " + std::to_string(seat));
  if (name.empty()) throw base::Error("campaign: every player needs a name");
  CampaignCommand& command = log_command(CampaignCommand::Kind::ReplacePlayer);
  command.seat = seat;
  command.name = name;
  command.animal = animal;
  command.computer = computer;
  CampaignPlayer& player = players_[static_cast<std::size_t>(seat)];
  player.name = std::move(name);
  player.animal = std::move(animal);
  player.computer = std::move(computer);
}

void Campaign::set_house_rules(HouseRules house_rules) {
  if (phase_ != CampaignPhase::BetweenEpisodes && phase_ != CampaignPhase::EnvelopeSealed) {
    throw base::Error("campaign: house rules change only between episodes");
  }
  if (house_rules == house_rules_) return;
  log_command(CampaignCommand::Kind::SetHouseRules).house_rules = house_rules;
  house_rules_ = house_rules;
}

// R52 "start": stickers laid by the rules first, then each player's in seat order.
void Campaign::begin_episode() {
  const EpisodeDef& def = episode_def();
  for (CampaignPlayer& player : players_) {
    EpisodeHistory history;
    history.episode = episode_;
    history.player = player.name;
    player.history.push_back(std::move(history));
  }
  queue_.clear();
  for (const StartSticker& start : def.start) {
    if (!start.fixed) continue;
    for (CampaignPlayer& player : players_) {
      for (const std::optional<Cell>& cell :
           lay_fixed_sticker(player.board, *board_, start.sticker))
        player.stickers.push_back({episode_, start.sticker, true, cell, -1});
    }
  }
  for (int seat = 0; seat < player_count(); ++seat) {
    for (const StartSticker& start : def.start) {
      if (start.fixed) continue;
      for (int i = 0; i < start.count; ++i) queue_.push_back({seat, start.sticker, true});
    }
  }
  phase_ = CampaignPhase::StartStickers;
  advance_stickers();
}

void Campaign::start_game() {
  const Ruleset& ruleset = episode_def().ruleset;
  std::vector<PlayerSetup> setups;
  for (const CampaignPlayer& player : players_) {
    setups.push_back(PlayerSetup{player.name, player.board, player.piece_stickers});
  }
  const std::uint64_t deck_seed = episode_deck_seed(seed_, episode_);
  logs_.push_back(EpisodeLog{episode_, deck_seed, setups, {}, {}});
  game_.emplace(*catalogue_, ruleset, std::move(setups),
                base::shuffled_deck(ruleset.deck, deck_seed), house_rules_);
  phase_ = CampaignPhase::Playing;
  if (game_->over()) finish_episode();
}

const Game& Campaign::game() const {
  if (!game_)
    throw base::Error("campaign: no episode game in phase " + std::string(phase_name(phase_)));
  return *game_;
}

std::optional<Violation> Campaign::play(const Action& action) {
  require(CampaignPhase::Playing, "playing a card");
  auto violation = game_->apply(action);
  if (!violation) {
    log_command(CampaignCommand::Kind::Play).action = action;
    if (game_->over()) finish_episode();
  }
  return violation;
}

// Sticker queue: forfeit what cannot be placed (R51), then wait for the next choice.
void Campaign::advance_stickers() {
  pending_.reset();
  while (!queue_.empty()) {
    PendingSticker next = queue_.front();
    queue_.erase(queue_.begin());
    const CampaignPlayer& player = players_[static_cast<std::size_t>(next.seat)];
    const bool placeable =
        is_building_sticker(next.sticker)
            ? !legal_sticker_pieces(*catalogue_, player.piece_stickers, next.sticker).empty()
            : legal_sticker_cells(player.board, next.sticker).any();
    if (placeable) {
      pending_ = std::move(next);
      return;
    }
    players_[static_cast<std::size_t>(next.seat)].history.back().forfeited.push_back(next.sticker);
  }
  finish_sticker_phase();
}

void Campaign::finish_sticker_phase() {
  if (phase_ == CampaignPhase::StartStickers) {
    start_game();
  } else if (episode_ == definition_->episode_count()) {
    phase_ = CampaignPhase::Finished;
  } else {
    phase_ = CampaignPhase::BetweenEpisodes;
  }
}

Bitboard Campaign::legal_cells() const {
  if (!pending_ || !is_board_sticker(pending_->sticker)) return {};
  return legal_sticker_cells(player(pending_->seat).board, pending_->sticker);
}

std::vector<int> Campaign::legal_pieces() const {
  if (!pending_) return {};
  return legal_sticker_pieces(*catalogue_, player(pending_->seat).piece_stickers,
                              pending_->sticker);
}

std::optional<Violation> Campaign::place_sticker(Cell cell) {
  if (!pending_)
    throw base::Error("campaign: no sticker to place while " + std::string(phase_name(phase_)));
  if (!is_board_sticker(pending_->sticker)) {
    return Violation{"R53", "a " + pending_->sticker + " sticker goes on a building, not a cell"};
  }
  CampaignPlayer& player = players_[static_cast<std::size_t>(pending_->seat)];
  if (auto violation = apply_board_sticker(player.board, pending_->sticker, cell)) return violation;
  log_command(CampaignCommand::Kind::PlaceSticker).cell = cell;
  player.stickers.push_back({episode_, pending_->sticker, pending_->at_start, cell, -1});
  if (!pending_->at_start) player.history.back().stickers_gained.push_back(pending_->sticker);
  advance_stickers();
  return std::nullopt;
}

std::optional<Violation> Campaign::place_sticker_on_piece(int piece) {
  if (!pending_)
    throw base::Error("campaign: no sticker to place while " + std::string(phase_name(phase_)));
  if (!is_building_sticker(pending_->sticker)) {
    return Violation{"R51", "a " + pending_->sticker + " sticker goes on a cell, not a building"};
  }
  CampaignPlayer& player = players_[static_cast<std::size_t>(pending_->seat)];
  if (auto violation =
          apply_building_sticker(*catalogue_, player.piece_stickers, pending_->sticker, piece)) {
    return violation;
  }
  log_command(CampaignCommand::Kind::PlaceStickerOnPiece).piece = piece;
  player.stickers.push_back({episode_, pending_->sticker, pending_->at_start, std::nullopt, piece});
  if (!pending_->at_start) player.history.back().stickers_gained.push_back(pending_->sticker);
  advance_stickers();
  return std::nullopt;
}

}  // namespace mycity
