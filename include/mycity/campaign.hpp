// The legacy campaign state machine (docs/campaign.md), deterministic from a seed and driven
// one action at a time: cities, envelopes, stickers, episodes played with mycity::Game,
// progress (R22, R42-R45), the winner (R46), board changes (R50-R53), new players (R54).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mycity/campaign_content.hpp"
#include "mycity/game.hpp"
#include "mycity/record.hpp"
#include "mycity/stickers.hpp"

namespace mycity {

struct CampaignPlayerSetup {
  std::string name;
  std::string animal;  // the player's token
  std::string city;    // the city's name: stays with the board (R54)
  // Who plays the city: a computer's strength ("easy", "medium", "hard"), or empty for a
  // person. No rule depends on it; the campaign keeps it for the front end (save files).
  std::string computer = {};
};

// One sticker as it was applied, in order: enough to rebuild a board (save files).
struct AppliedSticker {
  int episode = 0;
  std::string sticker;
  bool at_start = false;     // a start-of-episode sticker (R52)
  std::optional<Cell> cell;  // a board sticker's cell (none for the railway)
  int piece = -1;            // a building sticker's piece
};

// What one city did in one episode.
struct EpisodeHistory {
  int episode = 0;
  std::string player;  // who played the city in this episode (R54)
  int score = 0;       // the final track value, negative with a deficit (R23)
  int rank = 0;        // R40, R41
  Place place = Place::Others;
  bool capped = false;  // reached the cap (R22)
  int progress = 0;     // progress symbols filled in this episode (cap + place)
  std::vector<std::string> stickers_gained;  // reward stickers applied
  std::vector<std::string> forfeited;        // start or reward stickers with no legal target
};

// A city: its persistent board and everything it has won.
struct CampaignPlayer {
  std::string name;
  std::string animal;
  std::string city;
  std::string computer;                      // as in CampaignPlayerSetup
  BoardLayout board;                         // the legacy board with every sticker so far
  std::vector<PieceSticker> piece_stickers;  // R53
  int progress = 0;                          // progress symbols filled (R45: in order)
  std::vector<AppliedSticker> stickers;
  std::vector<EpisodeHistory> history;  // one entry per episode begun
};

// One episode, played or in play, shared by all cities.
struct EpisodeLog {
  int episode = 0;
  std::uint64_t deck_seed = 0;
  std::vector<PlayerSetup> boards;  // each city at the start: stickers applied (R52)
  Record record;                    // the episode's game record (mode = the episode's ruleset id)
  GameResult result;
  // The log of the episode in play exists from its start, without a record or result.
  bool scored() const { return !result.players.empty(); }
};

enum class CampaignPhase {
  EnvelopeSealed,   // the next episode opens a chapter: open_envelope() first
  StartStickers,    // players place the episode's start stickers
  Playing,          // the episode's game: play()
  RewardStickers,   // players place the stickers they won
  BetweenEpisodes,  // the episode is over: next_episode(); players may change (R54)
  Finished,         // after the last episode: winners() (R46)
};
std::string_view phase_name(CampaignPhase phase);

// A sticker waiting for its owner to choose where it goes.
struct PendingSticker {
  int seat = 0;
  std::string sticker;
  bool at_start = false;
};

// One committed action of the campaign, in the order it was taken (save files replay
// them, docs/save-format.md). Only actions that changed the campaign are logged.
struct CampaignCommand {
  enum class Kind {
    OpenEnvelope,
    PlaceSticker,
    PlaceStickerOnPiece,
    Play,
    NextEpisode,
    ReplacePlayer,
    SetHouseRules
  };
  Kind kind = Kind::OpenEnvelope;
  Cell cell;               // PlaceSticker
  int piece = -1;          // PlaceStickerOnPiece
  Action action;           // Play
  int seat = 0;            // ReplacePlayer
  std::string name;        // ReplacePlayer
  std::string animal;      // ReplacePlayer
  std::string computer;    // ReplacePlayer: the new player is the computer at this strength
  HouseRules house_rules;  // SetHouseRules
  friend bool operator==(const CampaignCommand&, const CampaignCommand&) = default;
};

// R42-R43: which column of the overview table a rank receives.
Place reward_place(int rank, int player_count);

// R22, R42-R44: sets each player's `progress` to the symbols `episode` gives for their
// place and for reaching the cap, before the board's capacity (R45) limits them.
void award_episode_progress(const EpisodeDef& episode, GameResult& result);

class Campaign {
 public:
  // Throws Error on a player count outside the campaign's range or an empty name.
  // `catalogue` and `definition` must outlive the campaign.
  Campaign(const Catalogue& catalogue, const CampaignDef& definition,
           std::vector<CampaignPlayerSetup> players, std::uint64_t seed,
           HouseRules house_rules = {});

  const Catalogue& catalogue() const { return *catalogue_; }
  const CampaignDef& definition() const { return *definition_; }
  const BoardDef& board() const { return *board_; }
  std::uint64_t seed() const { return seed_; }
  // The players as the campaign began, before any replace_player() (save files).
  const std::vector<CampaignPlayerSetup>& initial_players() const { return initial_players_; }
  // The house rules chosen at setup (save files) and those the next episode is played with.
  const HouseRules& initial_house_rules() const { return initial_house_rules_; }
  const HouseRules& house_rules() const { return house_rules_; }

  CampaignPhase phase() const { return phase_; }
  // The episode being opened, set up, played or just finished (1-based).
  int episode() const { return episode_; }
  const EpisodeDef& episode_def() const { return definition_->episode(episode_); }
  const ChapterDef& chapter() const { return definition_->chapter_of(episode_); }
  // Chapters whose envelope has been opened.
  int envelopes_opened() const { return envelopes_opened_; }

  int player_count() const { return static_cast<int>(players_.size()); }
  const CampaignPlayer& player(int seat) const {
    return players_.at(static_cast<std::size_t>(seat));
  }
  const std::vector<CampaignPlayer>& players() const { return players_; }
  int progress_capacity() const;

  // EnvelopeSealed: read the chapter's rule sheet, then set up its first episode.
  void open_envelope();
  // BetweenEpisodes: go on to the next episode (its envelope first at a chapter start).
  void next_episode();
  // R54, in BetweenEpisodes or EnvelopeSealed: a new player takes over the city at `seat`.
  void replace_player(int seat, std::string name, std::string animal, std::string computer = {});
  // In BetweenEpisodes or EnvelopeSealed: the house rules of the episodes to come (R1).
  void set_house_rules(HouseRules house_rules);

  // StartStickers / RewardStickers: the sticker to place now and where it may go. A
  // sticker with no legal target is forfeited before it is ever pending (R51).
  const std::optional<PendingSticker>& pending_sticker() const { return pending_; }
  Bitboard legal_cells() const;
  std::vector<int> legal_pieces() const;
  std::optional<Violation> place_sticker(Cell cell);
  std::optional<Violation> place_sticker_on_piece(int piece);

  // The episode's game: in play during Playing, finished afterwards until next_episode().
  bool has_game() const { return game_.has_value(); }
  const Game& game() const;
  // Playing: one action of the player to act; the episode is scored when the game ends.
  std::optional<Violation> play(const Action& action);

  const std::vector<EpisodeLog>& episode_logs() const { return logs_; }
  // Every committed action since construction, in order: replaying them on a campaign
  // built from the same definition, players and seed gives this campaign again.
  const std::vector<CampaignCommand>& commands() const { return commands_; }

  // Episodes the city at `seat` won (rank 1, shared places included).
  int first_places(int seat) const;
  // R46: the seats leading now (the campaign winners once Finished): most progress, then
  // most first places; a remaining tie is a shared victory.
  std::vector<int> winners() const;

 private:
  void require(CampaignPhase phase, std::string_view action) const;
  void begin_episode();
  void start_game();
  void finish_episode();
  void advance_stickers();
  void finish_sticker_phase();

  const Catalogue* catalogue_;
  const CampaignDef* definition_;
  const BoardDef* board_;
  std::uint64_t seed_;
  std::vector<CampaignPlayerSetup> initial_players_;
  HouseRules initial_house_rules_;
  HouseRules house_rules_;
  std::vector<CampaignPlayer> players_;
  CampaignPhase phase_ = CampaignPhase::EnvelopeSealed;
  int episode_ = 1;
  int envelopes_opened_ = 0;
  std::vector<PendingSticker> queue_;  // after pending_
  std::optional<PendingSticker> pending_;
  std::optional<Game> game_;
  std::vector<EpisodeLog> logs_;
  std::vector<CampaignCommand> commands_;

  CampaignCommand& log_command(CampaignCommand::Kind kind);
};

// The deck of an episode: its cards shuffled from the campaign seed and the episode.
std::uint64_t episode_deck_seed(std::uint64_t campaign_seed, int episode);

}  // namespace mycity
