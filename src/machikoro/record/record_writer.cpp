// Writing a record as the reader reads it (the design's section 9).
#include "machikoro/record.hpp"

#include <nlohmann/json.hpp>

#include "record_detail.hpp"

namespace machikoro {

namespace {

using nlohmann::json;

json turn_json(const RecordTurn& turn) {
  json out = {{"player", turn.player}};
  if (turn.dice) out["dice"] = *turn.dice;
  if (turn.reroll)
    out["reroll"] = *turn.reroll;
  else if (turn.kept)
    out["reroll"] = nullptr;
  if (turn.harbor) out["harbor"] = *turn.harbor;
  if (turn.tuna) out["tuna"] = *turn.tuna;
  if (turn.tv) out["tv"] = *turn.tv;
  if (turn.swap) {
    const RecordSwap& s = *turn.swap;
    out["swap"] =
        s.declined ? json(nullptr) : json{{"give", s.give}, {"with", s.with}, {"take", s.take}};
  }
  if (turn.build) out["build"] = *turn.build;
  if (turn.open) out["open"] = true;
  return out;
}

}  // namespace

json record_to_json(const Record& record) {
  const Setup& setup = record.setup;
  json turns = json::array();
  for (const RecordTurn& turn : record.turns) turns.push_back(turn_json(turn));
  json doc = {{"format", "machikoro-record"},
              {"version", kRecordVersion},
              {"game", edition_name(setup.edition)},
              {"supply", supply_name(setup.supply)},
              {"house_rules", record_detail::house_rule_ids(setup.house_rules)},
              {"players", setup.players},
              {"first", setup.first},
              {"turns", std::move(turns)}};
  if (setup.supply != SupplyMode::All) doc["supply_deck"] = setup.supply_deck;
  if (!record.hints.empty()) doc["hints"] = record.hints;
  return doc;
}

}  // namespace machikoro
