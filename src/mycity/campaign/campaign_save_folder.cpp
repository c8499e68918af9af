// A folder of campaign saves: the "continue" list, autosave that never overwrites another
// campaign or an unreadable file, loading a save or its backup (docs/save-format.md).
#include <algorithm>
#include <cctype>
#include <tuple>

#include <nlohmann/json.hpp>

#include "../record_json.hpp"
#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "base/file_names.hpp"
#include "base/utf8_path.hpp"
#include "campaign_save_json.hpp"
#include "mycity/campaign_save.hpp"

namespace mycity {

using nlohmann::json;

namespace {

namespace fs = std::filesystem;

SaveInfo info_of(const LoadedSave& loaded, const std::string& id) {
  SaveInfo info;
  info.valid = true;
  info.name = loaded.name.value_or(id);
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
  fs::path backup = file;
  backup += ".bak";
  return backup;
}

bool exists_with_backup(const fs::path& file) {
  std::error_code error;
  return fs::exists(file, error) || fs::exists(backup_of(file), error);
}

// The character of `text` at byte `i` as a file name keeps it: an ASCII letter or digit, a
// space, '-', '_' or any printable non-ASCII character; empty for the rest (other ASCII
// punctuation, control characters, bytes that are not UTF-8).
std::string_view kept_character(std::string_view text, std::size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  if (lead < 0x80) {
    const bool kept = std::isalnum(lead) != 0 || lead == ' ' || lead == '-' || lead == '_';
    return kept ? text.substr(i, 1) : std::string_view();
  }
  const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
  const std::string_view character = text.substr(i, length);
  if (character.size() != length || base::printable(character) != character) return {};
  const bool c1_control = lead == 0xC2 && static_cast<unsigned char>(character[1]) < 0xA0;
  return c1_control ? std::string_view() : character;
}

const std::string& checked_name(const std::string& name) {
  if (!CampaignSaves::valid_name(name))
    throw base::Error("\"" + base::excerpt(name) + "\" is not a campaign's name");
  return name;
}

// Moves a save and its backup (when there is one); the backup first, so a failure leaves
// the save itself where it was.
void move_save(const fs::path& from, const fs::path& to) {
  std::error_code error;
  if (fs::exists(backup_of(from), error)) fs::rename(backup_of(from), backup_of(to), error);
  if (!error) fs::rename(from, to, error);
  if (error)
    throw base::Error(base::utf8_string(from) + ": cannot move to " + base::utf8_string(to) + ": " +
                      error.message());
}

}  // namespace

CampaignSaves::CampaignSaves(fs::path dir, const Catalogue& catalogue,
                             const CampaignDef& definition)
    : dir_(std::move(dir)), catalogue_(&catalogue), definition_(&definition) {
  std::error_code error;
  fs::create_directories(dir_, error);
  if (error || !fs::is_directory(dir_))
    throw base::Error(base::utf8_string(dir_) +
                      ": cannot create the saves folder: " + error.message());
}

bool CampaignSaves::valid_name(std::string_view name) {
  return name.size() <= kMaxSaveNameBytes && name.find_first_not_of(' ') != name.npos &&
         base::printable(name) == name;
}

bool CampaignSaves::valid_id(std::string_view id) {
  if (id.empty() || id.size() > kMaxSaveNameBytes) return false;
  if (id.front() == '.' || id.front() == '-' || id.front() == ' ' || id.back() == ' ') return false;
  if (base::is_reserved_file_stem(id)) return false;
  return id.find_first_of("/\\") == id.npos && base::printable(id) == id;
}

std::string CampaignSaves::id_of(std::string_view name) {
  std::string id;
  for (std::size_t i = 0; i < name.size();) {
    const std::string_view kept = kept_character(name, i);
    const std::string_view next = kept.empty() ? std::string_view("_") : kept;
    if (id.size() + next.size() > kSaveIdBytes) break;
    if (!kept.empty() || (!id.empty() && id.back() != '_' && id.back() != ' ')) id += next;
    i += kept.empty() ? 1 : kept.size();
  }
  id.erase(0, id.find_first_not_of(" -_"));
  id.erase(id.find_last_not_of(" _") + 1);
  if (base::is_reserved_file_stem(id)) id += "_";  // a campaign called "CON" on Windows
  return id.empty() ? "campaign" : id;
}

std::string CampaignSaves::new_id(std::string_view name) const {
  return free_id(name, {});
}

std::string CampaignSaves::free_id(std::string_view name, std::string_view own) const {
  const std::string base = id_of(name);
  std::string id = base;
  for (int n = 2; id != own && exists_with_backup(file_of(id)); ++n)
    id = base + "-" + std::to_string(n);
  return id;
}

fs::path CampaignSaves::file_of(std::string_view id) const {
  return dir_ / base::utf8_path(std::string(id) + ".json");
}

fs::path CampaignSaves::checked_file(std::string_view id) const {
  if (!valid_id(id)) throw base::Error("\"" + base::excerpt(id) + "\" is not a save's file name");
  return file_of(id);
}

std::vector<SaveInfo> CampaignSaves::list() const {
  std::vector<SaveInfo> saves;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir_, error)) {
    const fs::path& file = entry.path();
    const std::string id = base::utf8_string(file.stem());
    if (file.extension() != ".json" || !valid_id(id)) continue;
    SaveInfo info;
    try {
      info = info_of(read_campaign_save(file, *catalogue_, *definition_), id);
    } catch (const base::Error& e) {
      info.error = e.what();
      info.name = id;
    }
    info.id = id;
    info.file = file;
    saves.push_back(std::move(info));
  }
  if (error)
    throw base::Error(base::utf8_string(dir_) + ": cannot list the saves: " + error.message());
  std::sort(saves.begin(), saves.end(), [](const SaveInfo& a, const SaveInfo& b) {
    return std::tie(a.name, a.id) < std::tie(b.name, b.id);
  });
  return saves;
}

void CampaignSaves::save(std::string_view id, const Campaign& campaign, const std::string& saved_at,
                         const std::optional<std::string>& name) const {
  const fs::path file = checked_file(id);
  json now = campaign_save_json(campaign, saved_at);
  if (name && *name != id) now["name"] = checked_name(*name);
  std::error_code error;
  if (fs::exists(file, error)) {
    json existing;
    try {
      existing = migrate_save(detail::read_save_file(file), base::utf8_string(file));
    } catch (const base::Error& e) {
      throw base::Error(base::utf8_string(file) +
                        ": not overwritten: the existing save cannot be read (" + e.what() + ")");
    }
    if (!is_earlier_state(existing, now))
      throw base::Error(base::utf8_string(file) +
                        ": not overwritten: it holds a different campaign");
  }
  base::write_file_atomically(file, detail::save_text(now), true);
}

LoadedSave CampaignSaves::load(std::string_view id) const {
  return read_campaign_save(checked_file(id), *catalogue_, *definition_);
}

LoadedSave CampaignSaves::load_backup(std::string_view id) const {
  return read_campaign_save(backup_of(checked_file(id)), *catalogue_, *definition_);
}

std::string CampaignSaves::rename(std::string_view id, const std::string& name,
                                  const std::string& saved_at) const {
  const fs::path file = checked_file(id);
  LoadedSave loaded = read_campaign_save(file, *catalogue_, *definition_);
  json doc = campaign_save_json(loaded.campaign, loaded.saved_at.value_or(saved_at));
  const std::string new_id = free_id(name, id);
  if (name != new_id) doc["name"] = checked_name(name);
  // The backup stays the previous generation: the new name is no new state of the campaign.
  base::write_file_atomically(file, detail::save_text(doc));
  if (new_id != id) move_save(file, file_of(new_id));
  return new_id;
}

fs::path CampaignSaves::move_to_trash(std::string_view id) const {
  const fs::path file = checked_file(id);
  const fs::path trash = dir_ / "trash";
  std::error_code error;
  fs::create_directories(trash, error);
  if (error)
    throw base::Error(base::utf8_string(trash) +
                      ": cannot create the trash folder: " + error.message());
  fs::path target = trash / file.filename();
  for (int n = 2; fs::exists(target, error) || fs::exists(backup_of(target), error); ++n)
    target = trash / base::utf8_path(std::string(id) + "-" + std::to_string(n) + ".json");
  move_save(file, target);
  return target;
}

}  // namespace mycity
