#include "balance_stats.hpp"

#include "base/error.hpp"

namespace mycity::balance {

namespace {

// Stickers the rules lay themselves (content.md): never a player's choice, never forfeited.
bool fixed_sticker(const std::string& id) {
  return id == "gold" || id == "railway";
}

void count_actions(const Record& record, int seat, EpisodeStats& stats) {
  int passes = 0, drops = 0, missed = 0;
  for (const auto& turn : record.turns) {
    const auto& action = turn[static_cast<std::size_t>(seat)];
    if (!action) {
      ++missed;  // an empty slot: the seat had dropped out (R13)
      continue;
    }
    passes += action->kind == ActionKind::Pass ? 1 : 0;
    drops += action->kind == ActionKind::Drop ? 1 : 0;
  }
  stats.passes.add(passes);
  stats.drops.add(drops);
  stats.rounds_missed.add(missed);
}

void add_term(EpisodeStats& stats, const std::string& term, int points) {
  if (!stats.terms.count(term)) stats.term_order.push_back(term);
  stats.terms[term].add(points);
}

// The episode's final position, from the boards it started on and its record.
Game replay_episode(const Campaign& campaign, const EpisodeLog& log) {
  Game game(campaign.catalogue(), campaign.definition().episode(log.episode).ruleset, log.boards,
            log.record.deck);
  for (const auto& turn : log.record.turns) {
    for (const auto& action : turn) {
      if (action && game.apply(*action)) throw base::Error("episode record does not replay");
    }
  }
  return game;
}

void add_episode(const Campaign& campaign, const EpisodeLog& log, EpisodeStats& stats) {
  const Game final_game = replay_episode(campaign, log);
  for (int seat = 0; seat < campaign.player_count(); ++seat) {
    const PlayerResult& r = log.result.players[static_cast<std::size_t>(seat)];
    const EpisodeHistory& h =
        campaign.player(seat).history[static_cast<std::size_t>(log.episode - 1)];
    ++stats.city_episodes;
    stats.score.add(r.score);
    stats.capped += h.capped ? 1 : 0;
    stats.forfeits.add(static_cast<int>(h.forfeited.size()));
    count_actions(log.record, seat, stats);
    // Immediate terms as they moved the track; end terms at their own value, which the
    // breakdown does not show once the cap has frozen the track.
    int uncapped = 10;
    for (const TermPoints& t : r.breakdown) {
      if (t.term == "pass" || t.term == "gold" || t.term == "express") {
        add_term(stats, t.term, t.points);
        uncapped += t.points;
      }
    }
    const City& city = final_game.player(seat).city;
    for (const auto& term : final_game.modules().end_terms) {
      const int points = term->points(city);
      add_term(stats, std::string(term->id()), points);
      uncapped += points;
    }
    stats.uncapped.add(uncapped);
  }
}

void add_stickers(const CampaignPlayer& player, Report& report) {
  for (const AppliedSticker& s : player.stickers) {
    if (!fixed_sticker(s.sticker)) ++report.stickers[s.sticker].applied;
  }
  for (const EpisodeHistory& h : player.history) {
    for (const std::string& id : h.forfeited) ++report.stickers[id].forfeited;
  }
}

}  // namespace

void Tally::add(int v) {
  if (n == 0 || v < min) min = v;
  if (n == 0 || v > max) max = v;
  ++n;
  sum += v;
}

double EpisodeStats::cap_share() const {
  return city_episodes == 0 ? 0.0 : 100.0 * capped / city_episodes;
}

void add_campaign(const Campaign& campaign, Report& report) {
  report.episodes.resize(static_cast<std::size_t>(campaign.definition().episode_count()));
  for (const EpisodeLog& log : campaign.episode_logs()) {
    add_episode(campaign, log, report.episodes[static_cast<std::size_t>(log.episode - 1)]);
  }
  for (int seat = 0; seat < campaign.player_count(); ++seat) {
    add_stickers(campaign.player(seat), report);
    report.final_progress.add(campaign.player(seat).progress);
  }
  report.winner_progress.add(campaign.player(campaign.winners().front()).progress);
}

std::string term_flag(const std::string& term, const Tally& points) {
  if (term == "pass" || points.n == 0 || points.min != points.max) return "";
  return points.min == 0 ? "never scored" : "always " + std::to_string(points.min);
}

}  // namespace mycity::balance
