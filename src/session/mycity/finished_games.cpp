#include "mycity/session/finished_games.hpp"

#include <algorithm>
#include <charconv>
#include <string_view>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"
#include "mycity/campaign_save.hpp"
#include "table/record_shelf.hpp"

namespace mycity::session {

namespace {

constexpr std::string_view kExtension = ".mcrec.json";
constexpr std::string_view kEpisodeMark = ", episode ";

// The number of a kept episode's title ("…, episode 5" or "…, episode 5 (2)"), else 0.
int episode_in_title(std::string_view title) {
  if (title.ends_with(')')) title = title.substr(0, title.rfind(" ("));
  const std::size_t at = title.rfind(kEpisodeMark);
  if (at == std::string_view::npos) return 0;
  const std::string_view digits = title.substr(at + kEpisodeMark.size());
  int episode = 0;
  const auto [end, problem] = std::from_chars(digits.begin(), digits.end(), episode);
  return problem == std::errc() && end == digits.end() && episode > 0 ? episode : 0;
}

}  // namespace

std::filesystem::path FinishedGames::keep(const Record& record, const Catalogue& catalogue,
                                          std::chrono::system_clock::time_point when) const {
  const std::string suffix =
      record.legacy ? std::string(kEpisodeMark) + std::to_string(record.legacy->episode) : "";
  return table::shelve_record(dir_, record.players, suffix, kExtension,
                              record_to_json(record, catalogue).dump(1) + "\n", when);
}

std::vector<FinishedGameFile> FinishedGames::list() const {
  std::vector<FinishedGameFile> files;
  for (table::ShelvedRecord& shelved : table::shelved_records(dir_, kExtension)) {
    const int episode = episode_in_title(shelved.title);
    files.push_back({std::move(shelved.path), std::move(shelved.title), episode});
  }
  return files;
}

namespace {

Game replayed(const Catalogue& catalogue, const CampaignDef* campaign, const Record& record,
              bool require_complete) {
  if (!record.legacy) return replay(catalogue, record, require_complete);
  if (campaign == nullptr) throw base::Error("a campaign episode, and no campaign is loaded");
  return replay_legacy(catalogue, *campaign, record, require_complete);
}

}  // namespace

Game opening_of(const Catalogue& catalogue, const CampaignDef* campaign, const Record& record) {
  Record opening = record;
  opening.turns.clear();
  return replayed(catalogue, campaign, opening, false);
}

GameResult final_result(const Catalogue& catalogue, const CampaignDef* campaign,
                        const Record& record) {
  return replayed(catalogue, campaign, record, true).result();
}

KeptGame kept_game(const Catalogue& catalogue, const CampaignDef* campaign, Record record) {
  Game end = replayed(catalogue, campaign, record, true);
  Game start = opening_of(catalogue, campaign, record);
  return KeptGame{std::move(record), std::move(start), std::move(end)};
}

KeptGame kept_episode(const Campaign& campaign, const EpisodeLog& log) {
  return kept_game(campaign.catalogue(), &campaign.definition(), episode_record(campaign, log));
}

namespace {

// The kept game in `file`, or nothing with *words saying why for a player and *detail
// giving the reader's own error.
std::optional<KeptGame> read_kept(const Catalogue& catalogue, const CampaignDef* campaign,
                                  const std::filesystem::path& file, std::string* words,
                                  std::string* detail) {
  try {
    Record record = read_record_file(base::utf8_string(file), catalogue);
    if (record.legacy && campaign == nullptr) {
      *words = i18n::tr("This campaign episode cannot be shown: the campaign is not loaded.");
      return std::nullopt;
    }
    return kept_game(catalogue, campaign, std::move(record));
  } catch (const std::exception& e) {
    *words = i18n::tr("This game cannot be shown: its file is damaged.");
    *detail = e.what();
  }
  return std::nullopt;
}

}  // namespace

table::Result<KeptGame> FinishedGames::load(const Catalogue& catalogue, const CampaignDef* campaign,
                                            const std::filesystem::path& file) {
  std::string words, detail;
  std::optional<KeptGame> game = read_kept(catalogue, campaign, file, &words, &detail);
  if (!game) return table::Failure{words};
  return *std::move(game);
}

std::vector<FinishedGameSummary> FinishedGames::summaries(const Catalogue& catalogue,
                                                          const CampaignDef* campaign) const {
  std::vector<FinishedGameSummary> out;
  for (FinishedGameFile& file : list()) {
    FinishedGameSummary summary{std::move(file), std::nullopt, "", ""};
    const std::optional<KeptGame> game =
        read_kept(catalogue, campaign, summary.file.path, &summary.problem, &summary.detail);
    if (game) summary.result = game->end.result();
    out.push_back(std::move(summary));
  }
  return out;
}

std::filesystem::path FinishedGames::move_to_trash(const std::filesystem::path& file) const {
  return table::trash_record(dir_, file, kExtension);
}

}  // namespace mycity::session
