// Scoring an episode of the campaign: the cap's progress symbol (R22), rewards by place
// (R42-R45) and the campaign winner (R46).
#include <algorithm>

#include "mycity/campaign.hpp"

namespace mycity {

// R42: 1st, 2nd, the rest; R43: with two players the 2nd is one of "the others". Tied
// players share a place (R41), so each receives that place's full reward.
Place reward_place(int rank, int player_count) {
  if (rank == 1) return Place::First;
  if (rank == 2 && player_count >= 3) return Place::Second;
  return Place::Others;
}

void award_episode_progress(const EpisodeDef& episode, GameResult& result) {
  const int players = static_cast<int>(result.players.size());
  for (PlayerResult& r : result.players) {
    // R22: one symbol for reaching the cap, at most one per episode; R42-R44: the place's.
    r.progress = episode.rewards.of(reward_place(r.rank, players)).progress + (r.capped ? 1 : 0);
  }
}

void Campaign::finish_episode() {
  GameResult result = game_->result();
  award_episode_progress(episode_def(), result);
  queue_.clear();
  for (int seat = 0; seat < player_count(); ++seat) {
    PlayerResult& r = result.players[static_cast<std::size_t>(seat)];
    CampaignPlayer& player = players_[static_cast<std::size_t>(seat)];
    const Place place = reward_place(r.rank, player_count());
    const PlaceReward& reward = episode_def().rewards.of(place);
    const int before = player.progress;
    player.progress = std::min(progress_capacity(), player.progress + r.progress);
    r.progress = player.progress - before;
    EpisodeHistory& history = player.history.back();
    history.score = r.score;
    history.rank = r.rank;
    history.place = place;
    history.capped = r.capped;
    history.progress = r.progress;
    for (const std::string& sticker : reward.stickers) queue_.push_back({seat, sticker, false});
  }
  EpisodeLog& log = logs_.back();
  log.record = record_of(*game_);
  log.result = std::move(result);
  // R50, R52: stickers go on the cleared board, which the persistent layout always is.
  phase_ = CampaignPhase::RewardStickers;
  advance_stickers();
}

int Campaign::first_places(int seat) const {
  const auto& history = player(seat).history;
  return static_cast<int>(std::count_if(history.begin(), history.end(),
                                        [](const EpisodeHistory& h) { return h.rank == 1; }));
}

std::vector<int> Campaign::winners() const {
  const auto key = [&](int seat) { return std::pair{player(seat).progress, first_places(seat)}; };
  std::pair best{-1, -1};
  for (int seat = 0; seat < player_count(); ++seat) best = std::max(best, key(seat));
  std::vector<int> seats;
  for (int seat = 0; seat < player_count(); ++seat) {
    if (key(seat) == best) seats.push_back(seat);
  }
  return seats;
}

}  // namespace mycity
