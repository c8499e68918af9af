// The shared pieces of the campaign save format: commands, players, timestamps and the
// comparison of a redundant member with what the commands give (docs/save-format.md).
#include <cctype>

#include <nlohmann/json.hpp>

#include "../record_json.hpp"
#include "base/utf8_path.hpp"
#include "campaign_save_json.hpp"
#include "mycity/campaign_save.hpp"

namespace mycity::detail {

json read_save_file(const std::filesystem::path& file) {
  return base::read_json_file(base::utf8_string(file), kSaveLimits);
}

json command_to_json(const CampaignCommand& command, const Catalogue& catalogue) {
  using Kind = CampaignCommand::Kind;
  switch (command.kind) {
    case Kind::OpenEnvelope:
      return "open_envelope";
    case Kind::NextEpisode:
      return "next_episode";
    case Kind::PlaceSticker:
      return {{"sticker", {{"x", command.cell.x}, {"y", command.cell.y}}}};
    case Kind::PlaceStickerOnPiece:
      return {{"sticker_on", catalogue.piece(command.piece).id}};
    case Kind::Play:
      return {{"play", action_to_json(command.action, catalogue)}};
    case Kind::ReplacePlayer: {
      json body = {{"seat", command.seat}, {"name", command.name}, {"animal", command.animal}};
      if (!command.computer.empty()) body["computer"] = command.computer;
      return {{"replace_player", std::move(body)}};
    }
    case Kind::SetHouseRules:
      return {{"house_rules", house_rule_ids(command.house_rules)}};
  }
  return nullptr;
}

namespace {

std::string name_member(const json& object, std::string_view key, const base::JsonPlace& place,
                        bool may_be_empty) {
  std::string text =
      base::expect_name(base::member(object, key, place), place / key, kMaxSaveNameBytes);
  if (text.empty() && !may_be_empty) (place / key).fail("must not be empty");
  return text;
}

// Who plays a city: absent for a person, else a computer's strength.
std::string computer_member(const json& object, const base::JsonPlace& place) {
  if (!object.contains("computer")) return {};
  const std::string strength = base::string_member(object, "computer", place);
  if (strength != "easy" && strength != "medium" && strength != "hard")
    (place / "computer")
        .fail("\"easy\", \"medium\" or \"hard\", not \"" + base::excerpt(strength) + "\"");
  return strength;
}

}  // namespace

CampaignCommand parse_command(const json& value, const Catalogue& catalogue,
                              const base::JsonPlace& place) {
  using Kind = CampaignCommand::Kind;
  CampaignCommand command;
  if (value.is_string()) {
    const std::string word = value.get<std::string>();
    if (word == "open_envelope") return command;
    if (word == "next_episode") {
      command.kind = Kind::NextEpisode;
      return command;
    }
    place.fail("unknown command \"" + base::excerpt(word) +
               "\" (expected \"open_envelope\", \"next_episode\"" + " or an object)");
  }
  base::expect_object(value, place);
  if (value.size() != 1) {
    place.fail(
        "a command object has exactly one member (sticker, sticker_on, play, replace_player or "
        "house_rules)");
  }
  const std::string key = base::excerpt(value.begin().key());
  const json& body = value.begin().value();
  const base::JsonPlace at = place / key;
  if (key == "sticker") {
    command.kind = Kind::PlaceSticker;
    static constexpr std::string_view kCell[] = {"x", "y"};
    base::expect_known_members(body, kCell, at);
    command.cell = Cell{base::int_member(body, "x", at, 0, kMaxBoardWidth - 1),
                        base::int_member(body, "y", at, 0, kMaxBoardHeight - 1)};
  } else if (key == "sticker_on") {
    command.kind = Kind::PlaceStickerOnPiece;
    const std::string id = base::expect_string(body, at);
    const auto piece = catalogue.find_piece(id);
    if (!piece) at.fail("unknown building \"" + base::excerpt(id) + "\"");
    command.piece = *piece;
  } else if (key == "play") {
    command.kind = Kind::Play;
    const auto action = parse_action(body, catalogue, at);
    if (!action) at.fail("a played action is \"pass\", \"drop\" or a build, not null");
    command.action = *action;
  } else if (key == "replace_player") {
    command.kind = Kind::ReplacePlayer;
    static constexpr std::string_view kReplacement[] = {"seat", "name", "animal", "computer"};
    base::expect_known_members(body, kReplacement, at);
    command.seat = base::int_member(body, "seat", at, 0, 7);
    command.name = name_member(body, "name", at, false);
    command.animal = name_member(body, "animal", at, true);
    command.computer = computer_member(body, at);
  } else if (key == "house_rules") {
    command.kind = Kind::SetHouseRules;
    command.house_rules = parse_house_rule_ids(body, at);
  } else {
    at.fail("unknown command \"" + key + "\"");
  }
  return command;
}

std::optional<Violation> apply_command(Campaign& campaign, const CampaignCommand& command) {
  using Kind = CampaignCommand::Kind;
  switch (command.kind) {
    case Kind::OpenEnvelope:
      campaign.open_envelope();
      return std::nullopt;
    case Kind::NextEpisode:
      campaign.next_episode();
      return std::nullopt;
    case Kind::PlaceSticker:
      return campaign.place_sticker(command.cell);
    case Kind::PlaceStickerOnPiece:
      return campaign.place_sticker_on_piece(command.piece);
    case Kind::Play:
      return campaign.play(command.action);
    case Kind::ReplacePlayer:
      campaign.replace_player(command.seat, command.name, command.animal, command.computer);
      return std::nullopt;
    case Kind::SetHouseRules:
      campaign.set_house_rules(command.house_rules);
      return std::nullopt;
  }
  return std::nullopt;
}

json players_to_json(const std::vector<CampaignPlayerSetup>& players) {
  json out = json::array();
  for (const CampaignPlayerSetup& p : players) {
    json player = {{"name", p.name}, {"animal", p.animal}, {"city", p.city}};
    if (!p.computer.empty()) player["computer"] = p.computer;
    out.push_back(std::move(player));
  }
  return out;
}

std::vector<CampaignPlayerSetup> parse_players(const json& value, const CampaignDef& definition,
                                               const base::JsonPlace& place) {
  const json& players = base::expect_array(value, place, static_cast<std::size_t>(kMaxBoardWidth));
  const auto n = static_cast<int>(players.size());
  if (n < definition.min_players || n > definition.max_players) {
    place.fail(definition.name + " is for " + std::to_string(definition.min_players) + " to " +
               std::to_string(definition.max_players) + " players, found " + std::to_string(n));
  }
  std::vector<CampaignPlayerSetup> setups;
  for (std::size_t i = 0; i < players.size(); ++i) {
    const base::JsonPlace at = place / i;
    static constexpr std::string_view kPlayer[] = {"name", "animal", "city", "computer"};
    base::expect_known_members(players[i], kPlayer, at);
    setups.push_back({name_member(players[i], "name", at, false),
                      name_member(players[i], "animal", at, true),
                      name_member(players[i], "city", at, true), computer_member(players[i], at)});
  }
  return setups;
}

bool is_timestamp(std::string_view text) {
  // Shape check only: digits where digits belong, the separators, a zone.
  const auto digits = [&](std::size_t from, std::size_t count) {
    if (text.size() < from + count) return false;
    for (std::size_t i = from; i < from + count; ++i) {
      if (std::isdigit(static_cast<unsigned char>(text[i])) == 0) return false;
    }
    return true;
  };
  if (text.size() > kMaxSaveTimestampBytes) return false;
  if (!digits(0, 4) || !digits(5, 2) || !digits(8, 2) || !digits(11, 2) || !digits(14, 2) ||
      !digits(17, 2) || text[4] != '-' || text[7] != '-' || text[10] != 'T' || text[13] != ':' ||
      text[16] != ':') {
    return false;
  }
  std::size_t i = 19;
  if (i < text.size() && text[i] == '.') {
    ++i;
    const std::size_t start = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0) ++i;
    if (i == start) return false;
  }
  const std::string_view zone = text.substr(i);
  if (zone == "Z") return true;
  return zone.size() == 6 && (zone[0] == '+' || zone[0] == '-') && digits(i + 1, 2) &&
         zone[3] == ':' && digits(i + 4, 2);
}

int save_version(const json& doc, const base::JsonPlace& root) {
  base::expect_object(doc, root);
  base::expect_format(doc, kSaveFormat, root);  // first: another kind of file says so
  if (doc.contains("format_version"))
    return base::int_member(doc, "format_version", root, 0, 1000000);
  // The version 0 layout called it "version".
  if (doc.contains("version")) return base::int_member(doc, "version", root, 0, 0);
  root.fail("missing member \"format_version\"");
}

namespace {

std::string shown(const json& value) {
  return base::excerpt(value.dump());
}

bool same_type(const json& a, const json& b) {
  return a.type() == b.type() || (a.is_number_integer() && b.is_number_integer());
}

}  // namespace

void require_same(const json& expected, const json& found, const base::JsonPlace& place) {
  if (!same_type(expected, found)) {
    place.fail("expected " + std::string(base::type_name(expected)) + ", found " +
               std::string(base::type_name(found)));
  }
  if (expected.is_object()) {
    for (const auto& [key, value] : expected.items()) {
      if (!found.contains(key)) place.fail("missing member \"" + key + "\"");
      require_same(value, found.at(key), place / key);
    }
    for (const auto& [key, value] : found.items()) {
      if (!expected.contains(key)) (place / base::excerpt(key)).fail("unknown member");
    }
    return;
  }
  if (expected.is_array()) {
    const std::size_t common = std::min(expected.size(), found.size());
    for (std::size_t i = 0; i < common; ++i) require_same(expected[i], found[i], place / i);
    if (expected.size() != found.size()) {
      place.fail("has " + std::to_string(found.size()) + " entries, but replaying the commands " +
                 "gives " + std::to_string(expected.size()));
    }
    return;
  }
  if (expected != found) {
    place.fail("found " + shown(found) + ", but replaying the commands gives " + shown(expected));
  }
}

}  // namespace mycity::detail
