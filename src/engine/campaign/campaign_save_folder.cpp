// A folder of campaign saves: the "continue" list, autosave that never overwrites another
// campaign or an unreadable file, loading a save or its backup (docs/save-format.md).
#include <algorithm>
#include <cctype>

#include "../record_json.hpp"
#include "campaign_save_json.hpp"
#include "mycity/atomic_file.hpp"
#include "mycity/campaign_save.hpp"
#include "mycity/error.hpp"

namespace mycity {

using nlohmann::json;

namespace {

namespace fs = std::filesystem;

SaveInfo info_of(const LoadedSave& loaded) {
  SaveInfo info;
  info.valid = true;
  info.saved_at = loaded.saved_at;
  const Campaign& campaign = loaded.campaign;
  for (const CampaignPlayer& p : campaign.players()) {
    info.cities.push_back(p.city);
    info.players.push_back(p.name);
  }
  info.episode = campaign.episode();
  info.episode_count = campaign.definition().episode_count();
  info.phase = std::string(phase_name(campaign.phase()));
  return info;
}

// Whether `existing` (a parsed save, any version) holds an earlier state of `campaign`: same
// definition, seed and players, and its commands a prefix of the campaign's.
bool is_earlier_state(const json& existing, const json& now) {
  for (const char* key : {"campaign", "seed", "players"}) {
    if (!existing.contains(key) || existing[key] != now[key]) return false;
  }
  if (!existing.contains("commands") || !existing["commands"].is_array()) return false;
  const json& old_commands = existing["commands"];
  const json& new_commands = now["commands"];
  if (old_commands.size() > new_commands.size()) return false;
  return std::equal(old_commands.begin(), old_commands.end(), new_commands.begin());
}

fs::path backup_of(const fs::path& file) {
  return file.string() + ".bak";
}

// Moves a save and its backup (when there is one); the backup first, so a failure leaves
// the save itself where it was.
void move_save(const fs::path& from, const fs::path& to) {
  std::error_code error;
  if (fs::exists(backup_of(from), error)) fs::rename(backup_of(from), backup_of(to), error);
  if (!error) fs::rename(from, to, error);
  if (error)
    throw Error(from.string() + ": cannot move to " + to.string() + ": " + error.message());
}

}  // namespace

CampaignSaves::CampaignSaves(fs::path dir, const Catalogue& catalogue,
                             const CampaignDef& definition)
    : dir_(std::move(dir)), catalogue_(&catalogue), definition_(&definition) {
  std::error_code error;
  fs::create_directories(dir_, error);
  if (error || !fs::is_directory(dir_))
    throw Error(dir_.string() + ": cannot create the saves folder: " + error.message());
}

bool CampaignSaves::valid_name(std::string_view name) {
  if (name.empty() || name.size() > kMaxSaveNameBytes) return false;
  if (name.front() == '-' || name.front() == ' ' || name.back() == ' ') return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '_' || c == ' ';
  });
}

fs::path CampaignSaves::file_of(std::string_view name) const {
  return dir_ / (std::string(name) + ".json");
}

fs::path CampaignSaves::checked_file(std::string_view name) const {
  if (!valid_name(name)) {
    throw Error("\"" + detail::excerpt(name) +
                "\" is not a save name (1-100 letters, digits, spaces, '-' or '_')");
  }
  return file_of(name);
}

std::vector<SaveInfo> CampaignSaves::list() const {
  std::vector<SaveInfo> saves;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir_, error)) {
    const fs::path& file = entry.path();
    const std::string name = file.stem().string();
    if (file.extension() != ".json" || !valid_name(name)) continue;
    SaveInfo info;
    try {
      info = info_of(read_campaign_save(file, *catalogue_, *definition_));
    } catch (const Error& e) {
      info.error = e.what();
    }
    info.name = name;
    info.file = file;
    saves.push_back(std::move(info));
  }
  if (error) throw Error(dir_.string() + ": cannot list the saves: " + error.message());
  std::sort(saves.begin(), saves.end(),
            [](const SaveInfo& a, const SaveInfo& b) { return a.name < b.name; });
  return saves;
}

void CampaignSaves::save(std::string_view name, const Campaign& campaign,
                         const std::string& saved_at) const {
  const fs::path file = checked_file(name);
  const json now = campaign_save_json(campaign, saved_at);
  std::error_code error;
  if (fs::exists(file, error)) {
    json existing;
    try {
      existing = migrate_save(detail::read_save_file(file), file.string());
    } catch (const Error& e) {
      throw Error(file.string() + ": not overwritten: the existing save cannot be read (" +
                  e.what() + ")");
    }
    if (!is_earlier_state(existing, now))
      throw Error(file.string() + ": not overwritten: it holds a different campaign");
  }
  write_file_atomically(file, detail::save_text(now), true);
}

LoadedSave CampaignSaves::load(std::string_view name) const {
  return read_campaign_save(checked_file(name), *catalogue_, *definition_);
}

LoadedSave CampaignSaves::load_backup(std::string_view name) const {
  return read_campaign_save(backup_of(checked_file(name)), *catalogue_, *definition_);
}

void CampaignSaves::rename(std::string_view from, std::string_view to) const {
  const fs::path old_file = checked_file(from);
  const fs::path new_file = checked_file(to);
  std::error_code error;
  if (fs::exists(new_file, error) || fs::exists(backup_of(new_file), error))
    throw Error("\"" + std::string(to) + "\": a save of that name exists already");
  move_save(old_file, new_file);
}

fs::path CampaignSaves::move_to_trash(std::string_view name) const {
  const fs::path file = checked_file(name);
  const fs::path trash = dir_ / "trash";
  std::error_code error;
  fs::create_directories(trash, error);
  if (error) throw Error(trash.string() + ": cannot create the trash folder: " + error.message());
  fs::path target = trash / file.filename();
  for (int n = 2; fs::exists(target, error) || fs::exists(backup_of(target), error); ++n)
    target = trash / (std::string(name) + "-" + std::to_string(n) + ".json");
  move_save(file, target);
  return target;
}

}  // namespace mycity
