#include "mycity/session/finished_games.hpp"

#include <algorithm>
#include <charconv>
#include <ctime>
#include <string_view>

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "i18n/translate.hpp"
#include "mycity/campaign_save.hpp"

namespace mycity::session {

namespace {

constexpr std::string_view kExtension = ".mcrec.json";
constexpr std::string_view kEpisodeMark = ", episode ";

// Local date and time without characters some file systems refuse (":").
std::string file_date(std::chrono::system_clock::time_point when) {
  const std::time_t t = std::chrono::system_clock::to_time_t(when);
  std::tm local{};
  localtime_r(&t, &local);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H-%M", &local);
  return text;
}

// Player names as a file name part: no path separators or control characters.
std::string file_names(const Record& record) {
  std::string names;
  for (const std::string& name : record.players) {
    if (!names.empty()) names += ", ";
    names += name;
  }
  for (char& c : names) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || c == '/' || c == '\\' || c == ':' || c == '*' || c == '?' || c == '"' ||
        c == '<' || c == '>' || c == '|')
      c = '_';
  }
  return names.substr(0, 120);
}

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

// " (2)", " (3)"… before the extension: a kept game's name when the first is taken.
std::filesystem::path numbered(const std::filesystem::path& dir, const std::string& base, int n) {
  return dir / (base + (n == 1 ? "" : " (" + std::to_string(n) + ")") + std::string(kExtension));
}

}  // namespace

std::filesystem::path FinishedGames::keep(const Record& record, const Catalogue& catalogue,
                                          std::chrono::system_clock::time_point when) const {
  std::filesystem::create_directories(dir_);
  std::string base = file_date(when) + " " + file_names(record);
  if (record.legacy) base += std::string(kEpisodeMark) + std::to_string(record.legacy->episode);
  const std::string text = record_to_json(record, catalogue).dump(1) + "\n";
  for (int n = 1; n < 1000; ++n) {
    const std::filesystem::path file = numbered(dir_, base, n);
    std::error_code error;
    if (std::filesystem::exists(file, error)) continue;
    base::write_file_atomically(file, text);
    return file;
  }
  throw base::Error(dir_.string() + ": no free name for the record of the game");
}

std::vector<FinishedGameFile> FinishedGames::list() const {
  std::vector<FinishedGameFile> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(dir_, error)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_regular_file(error) || !name.ends_with(kExtension)) continue;
    std::string title = name.substr(0, name.size() - kExtension.size());
    const int episode = episode_in_title(title);
    files.push_back({entry.path(), std::move(title), episode});
  }
  std::sort(files.begin(), files.end(),
            [](const FinishedGameFile& a, const FinishedGameFile& b) { return a.title > b.title; });
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
    Record record = read_record_file(file.string(), catalogue);
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

std::optional<KeptGame> FinishedGames::load(const Catalogue& catalogue, const CampaignDef* campaign,
                                            const std::filesystem::path& file, std::string* error) {
  std::string detail;
  return read_kept(catalogue, campaign, file, error, &detail);
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
  const std::filesystem::path trash = dir_ / "trash";
  std::error_code error;
  std::filesystem::create_directories(trash, error);
  if (error)
    throw base::Error(trash.string() + ": cannot create the trash folder: " + error.message());
  const std::string name = file.filename().string();
  const std::string base = name.substr(0, name.size() - kExtension.size());
  for (int n = 1; n < 1000; ++n) {
    const std::filesystem::path target = numbered(trash, base, n);
    if (std::filesystem::exists(target, error)) continue;
    std::filesystem::rename(file, target, error);
    if (error)
      throw base::Error(file.string() + ": cannot move to " + target.string() + ": " +
                        error.message());
    return target;
  }
  throw base::Error(trash.string() + ": no free name for " + name);
}

}  // namespace mycity::session
