// mycity-balance: plays whole legacy campaigns with computer players and prints the
// balance report (docs/balance.md) as Markdown: per episode the scores (capped and
// uncapped), passes, drop-outs, cap hits (R22), forfeited stickers and the mean points of
// every term; per sticker kind how often it was forfeited (R51); the progress at the end;
// and a summary line per player count.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "balance_stats.hpp"
#include "base/error.hpp"
#include "mycity/campaign_autoplay.hpp"

namespace {

using namespace mycity;
using balance::EpisodeStats;
using balance::Report;
using balance::Tally;

constexpr double kCapLimit = 5.0;  // percent of city-episodes: more is degenerate (issue)

constexpr const char* kUsage =
    "usage: mycity-balance [--campaigns K] [--seed S] [--bot greedy|random] [--players N]\n"
    "                      [--campaign FILE]\n"
    "  --campaigns K   campaigns per player count (default 20)\n"
    "  --seed S        master seed; campaign c uses derive_seed(S, c) (default 1)\n"
    "  --bot NAME      the computer player for every seat (default greedy)\n"
    "  --players N     only N players (2-4); default: 2, 3 and 4 in turn\n"
    "  --campaign FILE a campaign file to try instead of campaigns/legacy/campaign.json\n";

struct Options {
  int campaigns = 20;
  std::uint64_t seed = 1;
  std::string bot = "greedy";
  int players = 0;            // 0: every count from 2 to 4
  std::string campaign_file;  // empty: the shipped campaigns/legacy/campaign.json
};

bool parse_number(const std::string& text, long long low, long long high, long long& out) {
  char* end = nullptr;
  const long long value = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || value < low || value > high) return false;
  out = value;
  return true;
}

enum class Parsed { Run, Help, Bad };

// Fills `options`; on a bad command line prints what is wrong.
Parsed parse_options(int argc, char** argv, Options& options) {
  for (int i = 1; i < argc; i += 2) {
    const std::string option = argv[i];
    if (option == "--help" || option == "-h") return Parsed::Help;
    if (i + 1 >= argc) {
      std::cerr << "mycity-balance: " << option << " needs a value\n";
      return Parsed::Bad;
    }
    const std::string value = argv[i + 1];
    long long number = 0;
    if (option == "--campaigns" && parse_number(value, 1, 1000000, number))
      options.campaigns = static_cast<int>(number);
    else if (option == "--seed" && parse_number(value, 0, (1LL << 62), number))
      options.seed = static_cast<std::uint64_t>(number);
    else if (option == "--players" && parse_number(value, 2, 4, number))
      options.players = static_cast<int>(number);
    else if (option == "--bot")
      options.bot = value;
    else if (option == "--campaign")
      options.campaign_file = value;
    else {
      std::cerr << "mycity-balance: bad option or value: " << option << " " << value << "\n";
      return Parsed::Bad;
    }
  }
  return Parsed::Run;
}

std::string fixed1(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", v);
  return buffer;
}

std::string terms_cell(const EpisodeStats& s) {
  std::string cell;
  for (const std::string& id : s.term_order) {
    const Tally& t = s.terms.at(id);
    const std::string flag = balance::term_flag(id, t);
    cell += (cell.empty() ? "" : ", ") + id + " " + fixed1(t.mean()) +
            (flag.empty() ? "" : " (" + flag + ")");
  }
  return cell;
}

void print_episodes(const Report& report) {
  std::cout << "| ep | score mean | min | max | uncapped mean | uncapped max | passes | drop-outs "
               "| rounds missed | cap hit | forfeits | terms (mean points) |\n"
               "|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (std::size_t e = 0; e < report.episodes.size(); ++e) {
    const EpisodeStats& s = report.episodes[e];
    std::cout << "| " << e + 1 << " | " << fixed1(s.score.mean()) << " | " << s.score.min << " | "
              << s.score.max << " | " << fixed1(s.uncapped.mean()) << " | " << s.uncapped.max
              << " | " << fixed1(s.passes.mean()) << " | " << fixed1(s.drops.mean()) << " | "
              << fixed1(s.rounds_missed.mean()) << " | " << fixed1(s.cap_share()) << "%"
              << (s.cap_share() > kCapLimit ? " (over 5%)" : "") << " | "
              << fixed1(s.forfeits.mean()) << " | " << terms_cell(s) << " |\n";
  }
}

void print_stickers(const Report& report) {
  std::cout << "\n| sticker | applied | forfeited | forfeited share |\n|---|---|---|---|\n";
  for (const auto& [id, s] : report.stickers) {
    const int total = s.applied + s.forfeited;
    std::cout << "| " << id << " | " << s.applied << " | " << s.forfeited << " | "
              << fixed1(total == 0 ? 0.0 : 100.0 * s.forfeited / total) << "% |\n";
  }
}

// The worst cap share and every flag, so a tuning run is read at a glance.
void print_summary(const Report& report) {
  double worst_cap = 0;
  std::size_t worst_episode = 0;
  int over = 0, flagged = 0, applied = 0, forfeited = 0;
  for (std::size_t e = 0; e < report.episodes.size(); ++e) {
    const EpisodeStats& s = report.episodes[e];
    if (e == 0 || s.cap_share() > worst_cap) {
      worst_cap = s.cap_share();
      worst_episode = e + 1;
    }
    over += s.cap_share() > kCapLimit ? 1 : 0;
    for (const auto& [id, t] : s.terms) flagged += balance::term_flag(id, t).empty() ? 0 : 1;
  }
  for (const auto& [id, s] : report.stickers) {
    applied += s.applied;
    forfeited += s.forfeited;
  }
  const int offered = applied + forfeited;
  std::cout << "\nSummary: worst cap share " << fixed1(worst_cap) << "% (episode " << worst_episode
            << "); " << over << " episode(s) over 5%; " << flagged
            << " (episode, term) pair(s) never scored or always the same; stickers forfeited "
            << forfeited << " of " << offered << " ("
            << fixed1(offered == 0 ? 0.0 : 100.0 * forfeited / offered) << "%).\n";
  std::cout << "\nProgress symbols after episode 24: every city mean "
            << fixed1(report.final_progress.mean()) << " (min " << report.final_progress.min
            << ", max " << report.final_progress.max << "); the winner mean "
            << fixed1(report.winner_progress.mean()) << ".\n";
}

Report simulate(const Catalogue& catalogue, const CampaignDef& def, Bot& bot, int players,
                const Options& options) {
  Report report;
  for (int c = 0; c < options.campaigns; ++c) {
    std::vector<CampaignPlayerSetup> setup;
    for (int p = 0; p < players; ++p) {
      setup.push_back({"Bot " + std::to_string(p + 1), "fox", "City " + std::to_string(p + 1)});
    }
    const std::uint64_t campaign_seed =
        base::derive_seed(options.seed, static_cast<std::uint64_t>(c));
    Campaign campaign(catalogue, def, setup, campaign_seed);
    base::Rng rng(base::derive_seed(campaign_seed, 1));
    play_campaign(campaign, bot, rng);
    balance::add_campaign(campaign, report);
  }
  return report;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  switch (parse_options(argc, argv, options)) {
    case Parsed::Help:
      std::cout << kUsage;
      return 0;
    case Parsed::Bad:
      std::cerr << kUsage;
      return 2;
    case Parsed::Run:
      break;
  }
  try {
    const Catalogue catalogue = load_catalogue(MYCITY_DEFAULT_DATA_DIR);
    const CampaignDef def =
        load_campaign(options.campaign_file.empty() ? default_campaign_file(MYCITY_DEFAULT_DATA_DIR)
                                                    : std::filesystem::path(options.campaign_file),
                      catalogue);
    auto bot = make_bot(options.bot);
    std::cout << "# Balance report\n\nMade by `mycity-balance --campaigns " << options.campaigns
              << " --seed " << options.seed << " --bot " << options.bot
              << (options.players == 0 ? "" : " --players " + std::to_string(options.players))
              << (options.campaign_file.empty() ? "" : " --campaign " + options.campaign_file)
              << "`.\n";
    const int first = options.players == 0 ? 2 : options.players;
    const int last = options.players == 0 ? 4 : options.players;
    for (int players = first; players <= last; ++players) {
      const Report report = simulate(catalogue, def, *bot, players, options);
      std::cout << "\n## " << players << " players (" << options.campaigns << " campaigns)\n\n";
      print_episodes(report);
      print_stickers(report);
      print_summary(report);
    }
  } catch (const base::Error& e) {
    std::cerr << "mycity-balance: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
