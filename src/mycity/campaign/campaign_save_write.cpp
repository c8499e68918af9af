// Writing a campaign save: the document, its summary and the episode records, written
// atomically with the previous generation kept (docs/save-format.md).
#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "campaign_save_json.hpp"
#include "mycity/campaign_save.hpp"

namespace mycity {

using nlohmann::json;

namespace {

std::string_view place_name(Place place) {
  switch (place) {
    case Place::First:
      return "first";
    case Place::Second:
      return "second";
    case Place::Others:
      return "others";
  }
  return "others";
}

json sticker_json(const AppliedSticker& s, const Catalogue& catalogue) {
  json out = {{"episode", s.episode}, {"sticker", s.sticker}, {"at_start", s.at_start}};
  if (s.cell) {
    out["x"] = s.cell->x;
    out["y"] = s.cell->y;
  }
  if (s.piece >= 0) out["piece"] = catalogue.piece(s.piece).id;
  return out;
}

json history_json(const EpisodeHistory& h) {
  return {{"episode", h.episode},
          {"player", h.player},
          {"score", h.score},
          {"rank", h.rank},
          {"place", place_name(h.place)},
          {"capped", h.capped},
          {"progress", h.progress},
          {"stickers_gained", h.stickers_gained},
          {"forfeited", h.forfeited}};
}

json city_json(const Campaign& campaign, int seat) {
  const CampaignPlayer& p = campaign.player(seat);
  json stickers = json::array();
  for (const AppliedSticker& s : p.stickers)
    stickers.push_back(sticker_json(s, campaign.catalogue()));
  json history = json::array();
  for (const EpisodeHistory& h : p.history) history.push_back(history_json(h));
  return {{"city", p.city},
          {"player", p.name},
          {"animal", p.animal},
          {"progress", p.progress},
          {"first_places", campaign.first_places(seat)},
          {"stickers", std::move(stickers)},
          {"map", layout_map(p.board)},
          {"history", std::move(history)}};
}

json game_json(const Game& game) {
  json tracks = json::array();
  json dropped = json::array();
  for (int s = 0; s < game.player_count(); ++s) {
    tracks.push_back(game.player(s).track.value());
    dropped.push_back(game.player(s).dropped);
  }
  const int cards = static_cast<int>(game.deck().size());
  return {{"over", game.over()},
          {"round", game.round()},
          {"cards_revealed", game.cards_revealed()},
          {"cards_left", cards - game.cards_revealed()},
          {"to_act", game.over() ? json(nullptr) : json(game.to_act())},
          {"tracks", std::move(tracks)},
          {"dropped", std::move(dropped)}};
}

}  // namespace

namespace detail {

// Members one per line and each command or record on its own line: compact, and a diff of
// two generations shows what changed.
std::string save_text(const json& doc) {
  std::string text = "{";
  bool first = true;
  for (const std::string_view key : detail::kSaveMembers) {
    if (key == detail::kSaveNameMember && !doc.contains(std::string(key))) continue;
    const json& value = doc.at(std::string(key));
    text += first ? "\n  " : ",\n  ";
    first = false;
    text += json(key).dump() + ": ";
    if (value.is_array() && (key == "commands" || key == "episodes") && !value.empty()) {
      text += "[";
      for (std::size_t i = 0; i < value.size(); ++i)
        text += (i == 0 ? "\n    " : ",\n    ") + value[i].dump();
      text += "\n  ]";
    } else {
      text += value.dump();
    }
  }
  return text + "\n}\n";
}

}  // namespace detail

json campaign_summary_json(const Campaign& campaign) {
  json cities = json::array();
  for (int seat = 0; seat < campaign.player_count(); ++seat)
    cities.push_back(city_json(campaign, seat));
  json pending = nullptr;
  if (const auto& p = campaign.pending_sticker()) {
    pending = {{"seat", p->seat}, {"sticker", p->sticker}, {"at_start", p->at_start}};
  }
  return {{"episode", campaign.episode()},
          {"episode_count", campaign.definition().episode_count()},
          {"house_rules", house_rule_ids(campaign.house_rules())},
          {"phase", phase_name(campaign.phase())},
          {"envelopes_opened", campaign.envelopes_opened()},
          {"cities", std::move(cities)},
          {"pending_sticker", std::move(pending)},
          {"game", campaign.has_game() ? game_json(campaign.game()) : json(nullptr)},
          {"leaders", campaign.winners()}};
}

Record episode_record(const Campaign& campaign, const EpisodeLog& log) {
  Record record = log.record;
  LegacyEpisode legacy{campaign.definition().id, log.episode, {}};
  for (std::size_t seat = 0; seat < log.boards.size(); ++seat) {
    RecordBoard board;
    // The board at the episode's start: every sticker of earlier episodes and this one's
    // start stickers (R52), in the order they were applied.
    for (const AppliedSticker& s : campaign.players()[seat].stickers) {
      if (s.episode < log.episode || (s.episode == log.episode && s.at_start))
        board.stickers.push_back({s.sticker, s.cell, s.piece});
    }
    board.map = layout_map(log.boards[seat].layout);
    legacy.boards.push_back(std::move(board));
  }
  record.legacy = std::move(legacy);
  return record;
}

json campaign_save_json(const Campaign& campaign, const std::string& saved_at) {
  if (!detail::is_timestamp(saved_at)) {
    throw base::Error("campaign save: \"" + saved_at +
                      "\" is not an ISO 8601 date and time (e.g. 2026-11-22T21:40:00Z)");
  }
  json commands = json::array();
  for (const CampaignCommand& c : campaign.commands())
    commands.push_back(detail::command_to_json(c, campaign.catalogue()));
  json episodes = json::array();
  for (const EpisodeLog& log : campaign.episode_logs()) {
    if (!log.scored()) continue;
    episodes.push_back(record_to_json(episode_record(campaign, log), campaign.catalogue()));
  }
  return {{"format", kSaveFormat},
          {"format_version", kSaveFormatVersion},
          {"saved_at", saved_at},
          {"campaign", campaign.definition().id},
          {"seed", campaign.seed()},
          {"players", detail::players_to_json(campaign.initial_players())},
          {"house_rules", house_rule_ids(campaign.initial_house_rules())},
          {"commands", std::move(commands)},
          {"summary", campaign_summary_json(campaign)},
          {"episodes", std::move(episodes)}};
}

std::string campaign_save_text(const Campaign& campaign, const std::string& saved_at) {
  return detail::save_text(campaign_save_json(campaign, saved_at));
}

void write_campaign_save(const std::filesystem::path& file, const Campaign& campaign,
                         const std::string& saved_at) {
  base::write_file_atomically(file, campaign_save_text(campaign, saved_at), true);
}

}  // namespace mycity
