// mycity-balance: plays whole legacy campaigns with computer players and prints the
// balance report (docs/balance.md) as Markdown: per episode the scores, passes,
// drop-outs, cap hits (R22), forfeited stickers and the mean points of every term, and
// the progress at the end, and a summary line per player count.
// Usage: mycity-balance [--campaigns K] [--seed S] [--bot NAME] [--campaign FILE]
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "mycity/campaign.hpp"
#include "mycity/campaign_autoplay.hpp"
#include "mycity/error.hpp"

namespace {

using namespace mycity;

struct Tally {
  long long n = 0;
  double sum = 0;
  int min = 0;
  int max = 0;
  void add(int v) {
    if (n == 0 || v < min) min = v;
    if (n == 0 || v > max) max = v;
    ++n;
    sum += v;
  }
  double mean() const { return n == 0 ? 0.0 : sum / static_cast<double>(n); }
};

struct EpisodeStats {
  Tally score, passes, drops, forfeits;
  int capped = 0;
  int city_episodes = 0;
  std::vector<std::string> term_order;
  std::map<std::string, Tally> terms;
};

struct Report {
  std::vector<EpisodeStats> episodes;
  Tally final_progress, winner_progress;
};

void count_actions(const Record& record, int seat, EpisodeStats& stats) {
  int passes = 0, drops = 0;
  for (const auto& turn : record.turns) {
    const auto& action = turn[static_cast<std::size_t>(seat)];
    if (!action) continue;
    passes += action->kind == ActionKind::Pass ? 1 : 0;
    drops += action->kind == ActionKind::Drop ? 1 : 0;
  }
  stats.passes.add(passes);
  stats.drops.add(drops);
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
      if (action && game.apply(*action)) throw Error("episode record does not replay");
    }
  }
  return game;
}

void add_campaign(const Campaign& campaign, Report& report) {
  report.episodes.resize(static_cast<std::size_t>(campaign.definition().episode_count()));
  for (const EpisodeLog& log : campaign.episode_logs()) {
    EpisodeStats& stats = report.episodes[static_cast<std::size_t>(log.episode - 1)];
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
      for (const TermPoints& t : r.breakdown) {
        if (t.term == "pass" || t.term == "gold" || t.term == "express")
          add_term(stats, t.term, t.points);
      }
      const City& city = final_game.player(seat).city;
      for (const auto& term : final_game.modules().end_terms) {
        add_term(stats, std::string(term->id()), term->points(city));
      }
    }
  }
  const std::vector<int> winners = campaign.winners();
  for (int seat = 0; seat < campaign.player_count(); ++seat) {
    report.final_progress.add(campaign.player(seat).progress);
  }
  report.winner_progress.add(campaign.player(winners.front()).progress);
}

std::string fixed1(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", v);
  return buffer;
}

void print_report(int players, int campaigns, const Report& report) {
  std::cout << "\n## " << players << " players (" << campaigns << " campaigns)\n\n"
            << "| ep | score mean | min | max | passes | drop-outs | cap hit | forfeits | terms "
               "(mean points) |\n|---|---|---|---|---|---|---|---|---|\n";
  for (std::size_t e = 0; e < report.episodes.size(); ++e) {
    const EpisodeStats& s = report.episodes[e];
    const double cap_share = s.city_episodes == 0 ? 0.0 : 100.0 * s.capped / s.city_episodes;
    std::string terms;
    for (const std::string& id : s.term_order) {
      const Tally& t = s.terms.at(id);
      const bool never = t.min == 0 && t.max == 0 && id != "pass";
      terms += (terms.empty() ? "" : ", ") + id + " " + fixed1(t.mean()) +
               (never ? " (never scored)" : "");
    }
    std::cout << "| " << e + 1 << " | " << fixed1(s.score.mean()) << " | " << s.score.min << " | "
              << s.score.max << " | " << fixed1(s.passes.mean()) << " | " << fixed1(s.drops.mean())
              << " | " << fixed1(cap_share) << "%" << (cap_share > 5.0 ? " (over 5%)" : "") << " | "
              << fixed1(s.forfeits.mean()) << " | " << terms << " |\n";
  }
  // The summary: the worst cap share and every flag, so a tuning run is read at a glance.
  double worst_cap = 0;
  std::size_t worst_episode = 0;
  int over = 0, never = 0;
  for (std::size_t e = 0; e < report.episodes.size(); ++e) {
    const EpisodeStats& s = report.episodes[e];
    const double cap_share = s.city_episodes == 0 ? 0.0 : 100.0 * s.capped / s.city_episodes;
    if (e == 0 || cap_share > worst_cap) {
      worst_cap = cap_share;
      worst_episode = e + 1;
    }
    over += cap_share > 5.0 ? 1 : 0;
    for (const auto& [id, t] : s.terms) never += t.min == 0 && t.max == 0 && id != "pass" ? 1 : 0;
  }
  std::cout << "\nSummary: worst cap share " << fixed1(worst_cap) << "% (episode " << worst_episode
            << "); " << over << " episode(s) over 5%; " << never
            << " (episode, term) pair(s) never scored.\n";
  std::cout << "\nProgress symbols after episode 24: every city mean "
            << fixed1(report.final_progress.mean()) << " (min " << report.final_progress.min
            << ", max " << report.final_progress.max << "); the winner mean "
            << fixed1(report.winner_progress.mean()) << ".\n";
}

}  // namespace

int main(int argc, char** argv) {
  int campaigns = 20;
  std::uint64_t seed = 1;
  std::string bot_name = "greedy";
  std::string campaign_file;  // empty: the shipped campaigns/legacy/campaign.json
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string option = argv[i];
    if (option == "--campaigns")
      campaigns = std::atoi(argv[i + 1]);
    else if (option == "--seed")
      seed = std::strtoull(argv[i + 1], nullptr, 10);
    else if (option == "--bot")
      bot_name = argv[i + 1];
    else if (option == "--campaign")
      campaign_file = argv[i + 1];
    else {
      std::cerr << "mycity-balance: unknown option " << option << "\n";
      return 2;
    }
  }
  if (argc % 2 == 0 || campaigns < 1) {
    std::cerr << "usage: mycity-balance [--campaigns K] [--seed S] [--bot greedy|random] "
                 "[--campaign FILE]\n";
    return 2;
  }
  try {
    const Catalogue catalogue = load_catalogue(MYCITY_DEFAULT_DATA_DIR);
    const CampaignDef def = load_campaign(
        campaign_file.empty() ? default_campaign_file(MYCITY_DEFAULT_DATA_DIR)
                              : std::filesystem::path(campaign_file),
        catalogue);
    auto bot = make_bot(bot_name);
    std::cout << "# Balance report\n\nMade by `mycity-balance --campaigns " << campaigns
              << " --seed " << seed << " --bot " << bot_name
              << (campaign_file.empty() ? "" : " --campaign " + campaign_file) << "`.\n";
    for (int players = 2; players <= 4; ++players) {
      Report report;
      for (int c = 0; c < campaigns; ++c) {
        std::vector<CampaignPlayerSetup> setup;
        for (int p = 0; p < players; ++p) {
          setup.push_back({"Bot " + std::to_string(p + 1), "fox", "City " + std::to_string(p + 1)});
        }
        const std::uint64_t campaign_seed = derive_seed(seed, static_cast<std::uint64_t>(c));
        Campaign campaign(catalogue, def, setup, campaign_seed);
        Rng rng(derive_seed(campaign_seed, 1));
        play_campaign(campaign, *bot, rng);
        add_campaign(campaign, report);
      }
      print_report(players, campaigns, report);
    }
  } catch (const Error& e) {
    std::cerr << "mycity-balance: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
