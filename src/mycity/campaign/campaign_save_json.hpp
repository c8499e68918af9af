// Pieces of the campaign save format shared by its writer, reader and folder (internal to
// the engine; docs/save-format.md).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "base/json_reader.hpp"
#include "mycity/campaign.hpp"
#include "mycity/campaign_save.hpp"

namespace mycity::detail {

using nlohmann::json;

// The top-level members of a current save, in the order they are written. All are required
// but kSaveNameMember, written only when the file's name cannot hold the campaign's name.
inline constexpr std::string_view kSaveNameMember = "name";
inline constexpr std::string_view kSaveMembers[] = {
    "format",  "format_version", "saved_at", kSaveNameMember, "campaign", "seed",
    "players", "house_rules",    "commands", "summary",       "episodes"};

// A save's bounds, enforced while parsing (docs/save-format.md, "Limits"): a full 4-player
// campaign has about 45 000 values nested 8 levels deep.
inline constexpr base::JsonLimits kSaveLimits{kMaxSaveBytes, 32, 1000000};

// A save file parsed within kSaveLimits.
json read_save_file(const std::filesystem::path& file);

// The text of a save document (written by campaign_save_text()).
std::string save_text(const json& doc);

json command_to_json(const CampaignCommand& command, const Catalogue& catalogue);
// Checks the structure and the values; throws ContentError naming `place`.
CampaignCommand parse_command(const json& value, const Catalogue& catalogue,
                              const base::JsonPlace& place);
// Takes the command on the campaign: the violation of a refused sticker or action, or an
// Error when the command is not possible in the campaign's phase.
std::optional<Violation> apply_command(Campaign& campaign, const CampaignCommand& command);

json players_to_json(const std::vector<CampaignPlayerSetup>& players);
std::vector<CampaignPlayerSetup> parse_players(const json& value, const CampaignDef& definition,
                                               const base::JsonPlace& place);

// ISO 8601 date and time: "YYYY-MM-DDTHH:MM:SS", optional fraction, then "Z" or "+HH:MM".
bool is_timestamp(std::string_view text);

// The version of a save document (`format_version`, or `version` in the version 0 layout);
// throws ContentError when there is none or it is not an integer.
int save_version(const json& doc, const base::JsonPlace& root);

// Fails at the first place where `found` differs from `expected` (what replaying the
// commands gives), naming its JSON path.
void require_same(const json& expected, const json& found, const base::JsonPlace& place);

}  // namespace mycity::detail
