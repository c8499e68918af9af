// The legacy campaign the app is playing: the campaign content, the folder of campaign
// saves (<save dir>/campaigns/) and the CampaignSession of the campaign on the table.
// Each episode played to its end is also kept among the finished games (<save dir>/records/).
// Screens ask the hub; the engine and the session decide every rule.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mycity/campaign_content.hpp"
#include "mycity/campaign_save.hpp"
#include "mycity/content.hpp"
#include "mycity/session/campaign_session.hpp"
#include "mycity/session/finished_games.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/loaded_content.hpp"
#include "table/result.hpp"

namespace mycity::session {

class CampaignHub {
 public:
  // `save_dir` empty: campaigns are played without saves (screenshot runs).
  CampaignHub(const LoadedContent& content, const std::filesystem::path& save_dir, Animals animals);
  ~CampaignHub();
  CampaignHub(const CampaignHub&) = delete;
  CampaignHub& operator=(const CampaignHub&) = delete;

  bool ready() const { return definition_ != nullptr; }
  // Why the content or the save folder is unusable ("" when all is well).
  const std::string& error() const { return error_; }
  const CampaignDef& definition() const { return *definition_; }
  bool saves_enabled() const { return saves_ != nullptr; }
  const Animals& animals() const { return animals_; }

  // Every campaign save, each loaded or with its load error.
  std::vector<SaveInfo> list() const;

  // A new campaign named after the first city as typed, saved under an id made from it
  // (CampaignSaves::new_id).
  table::Status start(const std::vector<CampaignPlayerSetup>& players, std::uint64_t seed,
                      HouseRules house_rules = {});
  // Loads the save `id` (or its backup) onto the table. From the backup, the save itself is
  // moved aside (set_aside_file()) so the campaign saves again.
  table::Status resume(const std::string& id, bool from_backup);
  // Gives a save a new name (the one on the table too).
  table::Status rename(const std::string& id, const std::string& name);
  // Moves a save to the saves folder's trash (closing it if it is on the table); returns
  // where it went.
  table::Result<std::filesystem::path> move_to_trash(const std::string& id);

  CampaignSession* session() { return session_ ? &*session_ : nullptr; }
  const CampaignSession* session() const { return session_ ? &*session_ : nullptr; }
  // The name of the campaign on the table as typed.
  const std::string& save_name() const { return save_name_; }
  // The players of the campaign on the table as the play screen shows them.
  const std::vector<SeatInfo>& seats() const { return seats_; }
  // Refreshes seats() after a player change (R54).
  void update_seats();

 private:
  void open(Campaign campaign, std::string id, std::string name);
  // Moves the save `id` (not its backup) aside when it exists; throws Error when it cannot.
  void set_aside(const std::string& id) const;
  // Saves the campaign and keeps the episodes finished since the last save.
  table::Status save(const Campaign& campaign);
  std::string new_id(const std::string& name) const;

  Animals animals_;
  std::shared_ptr<const Catalogue> catalogue_;
  std::unique_ptr<CampaignDef> definition_;
  std::unique_ptr<CampaignSaves> saves_;
  std::unique_ptr<FinishedGames> finished_;
  std::size_t episodes_kept_ = 0;  // scored episodes of the campaign on the table, kept or older
  std::string error_;
  std::optional<CampaignSession> session_;
  std::string save_id_;
  std::string save_name_;
  std::vector<SeatInfo> seats_;
};

// The current UTC time as ISO 8601 ("2026-11-23T10:30:00Z"), for saved_at.
std::string now_iso8601();
// Such a time as players read it, in local time ("23 Nov 2026, 11:30"); a text that is not
// one is returned as it is.
std::string readable_time(const std::string& iso8601);

}  // namespace mycity::session
