#include "mycity/session/campaign_hub.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>
#include <exception>
#include <iostream>

#include "i18n/translate.hpp"
#include "mycity/atomic_file.hpp"
#include "mycity/error.hpp"

namespace mycity::session {

using i18n::format;
using i18n::tr;

std::string now_iso8601() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

std::string readable_time(const std::string& iso8601) {
  std::tm utc{};
  const char* end = strptime(iso8601.c_str(), "%Y-%m-%dT%H:%M:%SZ", &utc);
  if (end == nullptr || *end != '\0') return iso8601;
  const std::time_t when = timegm(&utc);
  std::tm local{};
  if (localtime_r(&when, &local) == nullptr) return iso8601;
  char text[48];
  std::strftime(text, sizeof text, "%e %b %Y, %H:%M", &local);
  const std::string out(text);
  return out.substr(out.find_first_not_of(' '));  // %e pads days below 10
}

CampaignHub::CampaignHub(const std::filesystem::path& data_dir,
                         const std::filesystem::path& save_dir, Animals animals)
    : animals_(std::move(animals)) {
  try {
    catalogue_ = std::make_unique<Catalogue>(load_catalogue(data_dir));
    definition_ =
        std::make_unique<CampaignDef>(load_campaign(default_campaign_file(data_dir), *catalogue_));
  } catch (const std::exception& e) {
    definition_.reset();
    error_ = e.what();
    return;
  }
  if (save_dir.empty()) return;
  try {
    saves_ = std::make_unique<CampaignSaves>(save_dir / "campaigns", *catalogue_, *definition_);
    finished_ = std::make_unique<FinishedGames>(save_dir / "records");
  } catch (const std::exception& e) {
    error_ = format(tr("Campaigns cannot be saved: {1}"), e.what());
  }
}

CampaignHub::~CampaignHub() = default;

std::vector<SaveInfo> CampaignHub::list() const {
  return saves_ ? saves_->list() : std::vector<SaveInfo>{};
}

std::string CampaignHub::unique_name(const std::string& city) const {
  // Letters and digits of the city, '_' for the rest; a number when the name is taken.
  std::string base;
  for (const char c : city) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '-' || c == '_') {
      base += c;
    } else if (!base.empty() && base.back() != '_') {
      base += '_';
    }
  }
  while (!base.empty() && (base.front() == '-' || base.front() == '_')) base.erase(0, 1);
  if (base.size() > 80) base.resize(80);
  if (base.empty()) base = "campaign";
  std::string name = base;
  const auto taken = [this](const std::string& candidate) {
    if (!saves_) return false;
    std::filesystem::path backup = saves_->file_of(candidate);
    backup += ".bak";
    std::error_code error;
    return std::filesystem::exists(saves_->file_of(candidate), error) ||
           std::filesystem::exists(backup, error);
  };
  for (int n = 2; taken(name); ++n) name = base + "-" + std::to_string(n);
  return name;
}

std::string CampaignHub::start(const std::vector<CampaignPlayerSetup>& players, std::uint64_t seed,
                               HouseRules house_rules) {
  if (!ready()) return format(tr("The campaign content could not be loaded: {1}"), error_);
  if (std::all_of(players.begin(), players.end(),
                  [](const CampaignPlayerSetup& p) { return !p.computer.empty(); }))
    return tr("At least one seat must be a person.");
  try {
    Campaign campaign(*catalogue_, *definition_, players, seed, house_rules);
    const std::string name = unique_name(players.empty() ? std::string() : players.front().city);
    // Saved at once, so the new campaign is in the Continue list before its first action.
    if (saves_) saves_->save(name, campaign, now_iso8601());
    open(std::move(campaign), name);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

std::string CampaignHub::rename(const std::string& from, const std::string& to) {
  if (!saves_) return tr("Campaign saves are off (no save folder).");
  try {
    saves_->rename(from, to);
  } catch (const std::exception& e) {
    return e.what();
  }
  if (session_ && save_name_ == from) save_name_ = to;
  return "";
}

CampaignHub::Trashed CampaignHub::move_to_trash(const std::string& name) {
  if (!saves_) return {{}, tr("Campaign saves are off (no save folder).")};
  try {
    const std::filesystem::path file = saves_->move_to_trash(name);
    if (session_ && save_name_ == name) {
      session_.reset();
      save_name_.clear();
      seats_.clear();
    }
    return {file, ""};
  } catch (const std::exception& e) {
    return {{}, e.what()};
  }
}

std::string CampaignHub::resume(const std::string& name, bool from_backup) {
  if (!ready()) return format(tr("The campaign content could not be loaded: {1}"), error_);
  if (!saves_) return tr("Campaign saves are off (no save folder).");
  if (session_ && save_name_ == name && !from_backup) return "";  // already on the table
  try {
    LoadedSave loaded = from_backup ? saves_->load_backup(name) : saves_->load(name);
    if (from_backup) set_aside(name);
    open(std::move(loaded.campaign), name);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

void CampaignHub::set_aside(const std::string& name) const {
  const std::filesystem::path file = saves_->file_of(name);
  std::error_code error;
  if (!std::filesystem::exists(file, error) || set_aside_file(file)) return;
  // TRANSLATORS: {1} is a file's path.
  throw Error(format(tr("The save {1} cannot be read and could not be moved aside, so the "
                        "campaign could not be saved from its backup."),
                     file.string()));
}

void CampaignHub::open(Campaign campaign, std::string name) {
  save_name_ = std::move(name);
  const std::vector<EpisodeLog>& logs = campaign.episode_logs();
  episodes_kept_ = static_cast<std::size_t>(
      std::count_if(logs.begin(), logs.end(), [](const EpisodeLog& l) { return l.scored(); }));
  CampaignSession::SaveFunction save;
  // The name is read when saving: a rename applies to the campaign on the table too.
  if (saves_) save = [this](const Campaign& c) { return this->save(c); };
  session_.emplace(std::move(campaign), std::move(save));
  update_seats();
}

std::string CampaignHub::save(const Campaign& campaign) {
  try {
    saves_->save(save_name_, campaign, now_iso8601());
    const std::vector<EpisodeLog>& logs = campaign.episode_logs();
    for (; episodes_kept_ < logs.size() && logs[episodes_kept_].scored(); ++episodes_kept_)
      finished_->keep(episode_record(campaign, logs[episodes_kept_]), *catalogue_,
                      std::chrono::system_clock::now());
  } catch (const std::exception& e) {
    std::cerr << "mycity: the campaign could not be saved: " << e.what() << '\n';
    return e.what();
  }
  return "";
}

void CampaignHub::update_seats() {
  seats_.clear();
  if (!session_) return;
  for (const CampaignPlayer& p : session_->campaign().players()) {
    seats_.push_back(
        {p.name, animals_.find(p.animal).value_or(0), p.city, parse_strength(p.computer)});
  }
}

}  // namespace mycity::session
