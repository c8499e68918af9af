#include "mycity/session/campaign_hub.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <exception>
#include <iostream>

#include "base/atomic_file.hpp"
#include "base/clock_time.hpp"
#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"

namespace mycity::session {

using i18n::format;
using i18n::tr;

std::string now_iso8601() {
  return base::utc_iso8601(std::chrono::system_clock::now());
}

std::string readable_time(const std::string& iso8601) {
  const auto when = base::parse_utc_iso8601(iso8601);
  if (!when) return iso8601;
  const std::tm local = base::local_time(*when);
  char text[48];
  std::strftime(text, sizeof text, " %d %b %Y, %H:%M", &local);
  // "06 Dec" reads "6 Dec"; Windows' strftime has no %e.
  return std::string(text).substr(text[1] == '0' ? 2 : 1);
}

CampaignHub::CampaignHub(const LoadedContent& content, const std::filesystem::path& save_dir,
                         Animals animals)
    : animals_(std::move(animals)), catalogue_(content.catalogue) {
  if (!catalogue_) {
    error_ = content.error;
    return;
  }
  try {
    definition_ = std::make_unique<CampaignDef>(
        load_campaign(default_campaign_file(content.dir), *catalogue_));
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

std::string CampaignHub::new_id(const std::string& name) const {
  return saves_ ? saves_->new_id(name) : CampaignSaves::id_of(name);
}

table::Status CampaignHub::start(const std::vector<CampaignPlayerSetup>& players,
                                 std::uint64_t seed, HouseRules house_rules) {
  if (!ready())
    return table::Failure{format(tr("The campaign content could not be loaded: {1}"), error_)};
  if (std::all_of(players.begin(), players.end(),
                  [](const CampaignPlayerSetup& p) { return !p.computer.empty(); }))
    return table::Failure{tr("At least one seat must be a person.")};
  try {
    Campaign campaign(*catalogue_, *definition_, players, seed, house_rules);
    const std::string city = players.empty() ? std::string() : players.front().city;
    const std::string name = CampaignSaves::valid_name(city) ? city : tr("Campaign");
    const std::string id = new_id(name);
    // Saved at once, so the new campaign is in the Continue list before its first action.
    if (saves_) saves_->save(id, campaign, now_iso8601(), name);
    open(std::move(campaign), id, name);
  } catch (const std::exception& e) {
    return table::Failure{e.what()};
  }
  return table::Ok{};
}

table::Status CampaignHub::rename(const std::string& id, const std::string& name) {
  if (!saves_) return table::Failure{tr("Campaign saves are off (no save folder).")};
  if (!CampaignSaves::valid_name(name)) return table::Failure{tr("A campaign needs a name.")};
  try {
    const std::string renamed = saves_->rename(id, name, now_iso8601());
    if (session_ && save_id_ == id) {
      save_id_ = renamed;
      save_name_ = name;
    }
  } catch (const std::exception& e) {
    return table::Failure{e.what()};
  }
  return table::Ok{};
}

table::Result<std::filesystem::path> CampaignHub::move_to_trash(const std::string& id) {
  if (!saves_) return table::Failure{tr("Campaign saves are off (no save folder).")};
  try {
    const std::filesystem::path file = saves_->move_to_trash(id);
    if (session_ && save_id_ == id) {
      session_.reset();
      save_id_.clear();
      save_name_.clear();
      seats_.clear();
    }
    return file;
  } catch (const std::exception& e) {
    return table::Failure{e.what()};
  }
}

table::Status CampaignHub::resume(const std::string& id, bool from_backup) {
  if (!ready())
    return table::Failure{format(tr("The campaign content could not be loaded: {1}"), error_)};
  if (!saves_) return table::Failure{tr("Campaign saves are off (no save folder).")};
  if (session_ && save_id_ == id && !from_backup) return table::Ok{};  // already on the table
  try {
    LoadedSave loaded = from_backup ? saves_->load_backup(id) : saves_->load(id);
    if (from_backup) set_aside(id);
    open(std::move(loaded.campaign), id, loaded.name.value_or(id));
  } catch (const std::exception& e) {
    return table::Failure{e.what()};
  }
  return table::Ok{};
}

void CampaignHub::set_aside(const std::string& id) const {
  const std::filesystem::path file = saves_->file_of(id);
  std::error_code error;
  if (!std::filesystem::exists(file, error) || base::set_aside_file(file)) return;
  // TRANSLATORS: {1} is a file's path.
  throw base::Error(format(tr("The save {1} cannot be read and could not be moved aside, so the "
                              "campaign could not be saved from its backup."),
                           base::utf8_string(file)));
}

void CampaignHub::open(Campaign campaign, std::string id, std::string name) {
  save_id_ = std::move(id);
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

table::Status CampaignHub::save(const Campaign& campaign) {
  try {
    saves_->save(save_id_, campaign, now_iso8601(), save_name_);
    const std::vector<EpisodeLog>& logs = campaign.episode_logs();
    for (; episodes_kept_ < logs.size() && logs[episodes_kept_].scored(); ++episodes_kept_)
      finished_->keep(episode_record(campaign, logs[episodes_kept_]), *catalogue_,
                      std::chrono::system_clock::now());
  } catch (const std::exception& e) {
    std::cerr << "mycity: the campaign could not be saved: " << e.what() << '\n';
    return table::Failure{e.what()};
  }
  return table::Ok{};
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
