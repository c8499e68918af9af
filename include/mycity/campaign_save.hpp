// Campaign saves (docs/save-format.md): one JSON file per campaign holding the initial
// players, the seed and every committed command. Loading rebuilds the campaign by replaying
// the commands through the engine, then checks a redundant summary and each finished
// episode's game record against the result, so every rule and invariant the engine knows is
// enforced and a hand-edited save fails with the JSON path of the first field that is wrong.
// The engine never reads a clock: the caller passes the save time (ISO 8601).
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "mycity/campaign.hpp"

namespace mycity {

inline constexpr std::string_view kSaveFormat = "mycity-campaign-save";
inline constexpr int kSaveFormatVersion = 2;
inline constexpr std::size_t kMaxSaveBytes = 4u << 20;     // 4 MiB, checked before parsing
inline constexpr std::size_t kMaxSaveCommands = 100000;    // commands in one save
inline constexpr std::size_t kMaxSaveNameBytes = 100;      // player, animal, city, save names
inline constexpr std::size_t kSaveIdBytes = 64;            // a save's file name made from its name
inline constexpr std::size_t kMaxSaveTimestampBytes = 64;  // saved_at

// ---- Writing ------------------------------------------------------------------------

// The whole save document of a campaign as it is now. `saved_at` is an ISO 8601 date and
// time (e.g. "2026-11-22T21:40:00Z"); throws Error when it is not one.
nlohmann::json campaign_save_json(const Campaign& campaign, const std::string& saved_at);
std::string campaign_save_text(const Campaign& campaign, const std::string& saved_at);

// Writes the save atomically (temporary file, fsync, rename), keeping the previous
// generation as `<file>.bak`. Throws Error naming the file; the old save is then untouched.
void write_campaign_save(const std::filesystem::path& file, const Campaign& campaign,
                         const std::string& saved_at);

// The redundant `summary` member: episode, phase, cities (progress, stickers, history), the
// game in play. Also what `mycity-cli check-save` prints.
nlohmann::json campaign_summary_json(const Campaign& campaign);

// A finished episode as a legacy game record (formats.md): the episode's record plus the
// campaign id, the episode and each board at the start, so it replays alone.
Record episode_record(const Campaign& campaign, const EpisodeLog& log);

// ---- Reading ------------------------------------------------------------------------

struct LoadedSave {
  Campaign campaign;
  std::optional<std::string> saved_at;      // none only for saves migrated from version 0
  int format_version = kSaveFormatVersion;  // the version found in the file (before migration)
  std::optional<std::string> name;          // as typed; none: the file's name is the name
};

// Parses, migrates, replays and verifies a save of `definition`. Throws ContentError
// ("<source>: at <JSON path>: <problem>") on the first problem; nothing is half loaded.
// `catalogue` and `definition` must outlive the returned campaign. `doc` must be within the
// limits parse_campaign_save() enforces (docs/save-format.md): copying it recurses per level.
LoadedSave load_campaign_save(const nlohmann::json& doc, const Catalogue& catalogue,
                              const CampaignDef& definition, const std::string& source);
LoadedSave parse_campaign_save(const std::string& text, const Catalogue& catalogue,
                               const CampaignDef& definition, const std::string& source);
// Reads at most kMaxSaveBytes from the file first.
LoadedSave read_campaign_save(const std::filesystem::path& file, const Catalogue& catalogue,
                              const CampaignDef& definition);

// ---- Migrations ---------------------------------------------------------------------

// One step from format_version `from` to `from + 1`.
struct SaveMigration {
  int from = 0;
  std::string_view change;  // what the step does, for the documentation and messages
  // Rewrites what it recognises and leaves anything else as it is, so the loader then
  // reports a malformed old save at the same JSON path.
  nlohmann::json (*apply)(nlohmann::json doc);
};
const std::vector<SaveMigration>& save_migrations();
// Brings a document of any supported version to kSaveFormatVersion (a current one is
// returned unchanged). Throws ContentError naming /format_version for an unknown version.
nlohmann::json migrate_save(nlohmann::json doc, const std::string& source);

// ---- A folder of saves --------------------------------------------------------------

// What the "continue" list shows of one save file.
struct SaveInfo {
  std::string id;    // the file's name without ".json": what CampaignSaves finds it by
  std::string name;  // the campaign's name as typed (the id when the save has none)
  std::filesystem::path file;
  bool valid = false;
  std::string error;  // the load error when !valid
  std::optional<std::string> saved_at;
  std::vector<std::string> cities;
  std::vector<std::string> players;
  int episode = 0;
  int episode_count = 0;
  std::string phase;
};

// The saves of one campaign definition in a folder (the app passes SDL's pref path +
// "saves/"), one file `<id>.json` each with its backup `<id>.json.bak`. A campaign's name is
// kept as typed; its id, the file's name, is made from it (docs/save-format.md, "Names").
class CampaignSaves {
 public:
  // Creates the folder when missing; throws Error when it cannot.
  CampaignSaves(std::filesystem::path dir, const Catalogue& catalogue,
                const CampaignDef& definition);

  const std::filesystem::path& dir() const { return dir_; }
  // A campaign's name: 1-100 bytes of UTF-8 without control characters, not only spaces.
  static bool valid_name(std::string_view name);
  // A file name in the folder, without ".json": 1-100 bytes of UTF-8 without control
  // characters or slashes (either way), not starting with '.', '-' or a space, not ending with
  // a space.
  static bool valid_id(std::string_view id);
  // The id made from a name: each run of ASCII punctuation but '-' (and of bytes that are
  // not printable UTF-8) becomes '_'; at most kSaveIdBytes, cut between characters.
  static std::string id_of(std::string_view name);
  // id_of(name), numbered ("-2", "-3"…) while a save or a backup has that id.
  std::string new_id(std::string_view name) const;
  std::filesystem::path file_of(std::string_view id) const;

  // Every `*.json` save in the folder, each fully loaded (valid) or with its error,
  // sorted by name.
  std::vector<SaveInfo> list() const;

  // Autosave, with the campaign's name (none: the id is its name). Refuses (Error) to
  // overwrite an existing file it cannot read or that holds a different campaign: the
  // existing commands must be a prefix of the campaign's.
  void save(std::string_view id, const Campaign& campaign, const std::string& saved_at,
            const std::optional<std::string>& name = std::nullopt) const;
  LoadedSave load(std::string_view id) const;
  LoadedSave load_backup(std::string_view id) const;
  // Gives a save that loads a new name, and a new id made from it (the save and its backup
  // move); returns the new id. `saved_at` is written only when the save has no time.
  std::string rename(std::string_view id, const std::string& name,
                     const std::string& saved_at) const;
  // A deliberate "delete campaign": the save and its backup are moved into the folder's
  // trash/ subfolder (under a number when the name is taken there), never deleted.
  // Returns the save's path in the trash.
  std::filesystem::path move_to_trash(std::string_view id) const;

 private:
  std::filesystem::path checked_file(std::string_view id) const;
  // new_id(), where the id `own` counts as free (a save renamed keeps its file).
  std::string free_id(std::string_view name, std::string_view own) const;

  std::filesystem::path dir_;
  const Catalogue* catalogue_;
  const CampaignDef* definition_;
};

}  // namespace mycity
