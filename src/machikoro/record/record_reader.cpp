// Reading a record (.mkrec.json) strictly: the format and version, no unknown member, no
// member twice (the JSON reader), values of the right type and size. Whether the turns obey
// the rules is replay()'s question, asked of the engine.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/json_reader.hpp"
#include "machikoro/record.hpp"
#include "record_detail.hpp"

namespace machikoro {

namespace {

using base::JsonPlace;
using nlohmann::json;

constexpr std::size_t kMaxNameBytes = 100;
constexpr std::size_t kMaxDice = 8;  // more than any roll: the engine says how many (K4)
constexpr std::size_t kMaxDeck = 1000;
// Nesting: the document, turns, a turn, its swap (a roll is one level less).
constexpr base::JsonLimits kLimits{kMaxRecordBytes, 8, 100000};

// A card id as cards.json spells them: 1-40 of a-z, 0-9 and _. Whether the card exists
// and may be built or swapped is the engine's to say (K2, K14, K15).
std::string read_id(const json& value, const JsonPlace& place) {
  const std::string id = base::expect_string(value, place);
  const bool well_formed =
      !id.empty() && id.size() <= 40 && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
      });
  if (!well_formed)
    place.fail("a card id is 1-40 of a-z, 0-9 and _, not \"" + base::excerpt(id) + "\"");
  return id;
}

std::vector<int> read_dice(const json& value, const JsonPlace& place) {
  const json& array = base::expect_array(value, place, kMaxDice);
  std::vector<int> dice;
  for (std::size_t i = 0; i < array.size(); ++i)
    dice.push_back(base::expect_int(array[i], place / i));
  return dice;
}

RecordSwap read_swap(const json& value, const JsonPlace& place) {
  if (value.is_null()) return RecordSwap{.declined = true};
  static constexpr std::string_view kMembers[] = {"give", "with", "take"};
  base::expect_known_members(value, kMembers, place);
  RecordSwap swap;
  swap.give = read_id(base::member(value, "give", place), place / "give");
  swap.with = base::expect_int(base::member(value, "with", place), place / "with");
  swap.take = read_id(base::member(value, "take", place), place / "take");
  return swap;
}

RecordTurn read_turn(const json& value, const JsonPlace& place, int players, bool last) {
  static constexpr std::string_view kMembers[] = {"player", "dice", "reroll", "harbor", "tuna",
                                                  "tv",     "swap", "build",  "open"};
  base::expect_known_members(value, kMembers, place);
  RecordTurn turn;
  if (const json* open = base::optional_member(value, "open", place)) {
    if (!base::expect_bool(*open, place / "open"))
      (place / "open").fail("\"open\" is true or left out (a finished turn)");
    if (!last) (place / "open").fail("only the last turn may be open (unfinished)");
    turn.open = true;
  }
  turn.player = base::int_member(value, "player", place, 0, players - 1);
  if (const json* dice = base::optional_member(value, "dice", place))
    turn.dice = read_dice(*dice, place / "dice");
  else if (!turn.open)
    place.fail("missing member \"dice\" (K4: the roll; only an open turn may lack it)");
  if (const json* reroll = base::optional_member(value, "reroll", place)) {
    if (!reroll->is_null()) {
      turn.reroll = read_dice(*reroll, place / "reroll");
    } else if (turn.open) {
      turn.kept = true;
    } else {
      (place / "reroll")
          .fail("null (the roll kept) is written only in an open turn; leave \"reroll\" out");
    }
  }
  if (const json* harbor = base::optional_member(value, "harbor", place))
    turn.harbor = base::expect_bool(*harbor, place / "harbor");
  if (const json* tuna = base::optional_member(value, "tuna", place))
    turn.tuna = read_dice(*tuna, place / "tuna");
  if (const json* tv = base::optional_member(value, "tv", place))
    turn.tv = base::expect_int(*tv, place / "tv");
  if (const json* swap = base::optional_member(value, "swap", place))
    turn.swap = read_swap(*swap, place / "swap");
  if (const json* build = base::optional_member(value, "build", place)) {
    if (build->is_null())
      (place / "build").fail("null is refused: leave \"build\" out to build nothing");
    turn.build = read_id(*build, place / "build");
  }
  return turn;
}

// The seats shown a hint: each a seat of the game, ascending, once.
std::vector<int> read_hints(const json& value, const JsonPlace& place, int players) {
  const json& array = base::expect_array(value, place, kMaxPlayers);
  std::vector<int> seats;
  for (std::size_t i = 0; i < array.size(); ++i) {
    const int seat = base::expect_int(array[i], place / i, 0, players - 1);
    if (!seats.empty() && seat <= seats.back())
      (place / i).fail("the seats are listed once each, in ascending order");
    seats.push_back(seat);
  }
  return seats;
}

Setup read_setup(const json& doc, const JsonPlace& root) {
  Setup setup;
  const std::string game = base::string_member(doc, "game", root);
  const auto edition = edition_from_name(game);
  if (!edition) (root / "game").fail("unknown game \"" + base::excerpt(game) + "\" (base, plus)");
  setup.edition = *edition;
  const std::string supply = base::string_member(doc, "supply", root);
  const auto mode = supply_from_name(supply);
  if (!mode)
    (root / "supply").fail("unknown supply \"" + base::excerpt(supply) + "\" (all, ten, 552)");
  setup.supply = *mode;

  const JsonPlace rules_at = root / "house_rules";
  const auto rules = base::string_array(base::member(doc, "house_rules", root), rules_at, 10,
                                        base::EmptyStrings::Rejected);
  for (std::size_t i = 0; i < rules.size(); ++i) {
    if (std::find(rules.begin(), rules.begin() + static_cast<std::ptrdiff_t>(i), rules[i]) !=
        rules.begin() + static_cast<std::ptrdiff_t>(i))
      (rules_at / i).fail("house rule \"" + rules[i] + "\" given twice");
    if (!record_detail::enable_house_rule(setup.house_rules, rules[i]))
      (rules_at / i)
          .fail("unknown house rule \"" + base::excerpt(rules[i]) + "\" (known: purple_out)");
  }

  const JsonPlace players_at = root / "players";
  const json& players =
      base::expect_array(base::member(doc, "players", root), players_at, kMaxPlayers);
  for (std::size_t i = 0; i < players.size(); ++i)
    setup.players.push_back(base::expect_name(players[i], players_at / i, kMaxNameBytes));
  setup.first = base::int_member(doc, "first", root, std::numeric_limits<int>::min(),
                                 std::numeric_limits<int>::max());
  record_detail::check_players(setup, root.file());

  const json* deck = base::optional_member(doc, "supply_deck", root);
  if (setup.supply != SupplyMode::All && deck == nullptr)
    root.fail("missing member \"supply_deck\" (K3: the \"" +
              std::string(supply_name(setup.supply)) + "\" supply's cards in turning order)");
  if (setup.supply == SupplyMode::All && deck != nullptr)
    (root / "supply_deck").fail("K3: a supply deck is only for the \"ten\" and \"552\" supplies");
  if (deck != nullptr) {
    const json& cards = base::expect_array(*deck, root / "supply_deck", kMaxDeck);
    for (std::size_t i = 0; i < cards.size(); ++i)
      setup.supply_deck.push_back(read_id(cards[i], root / "supply_deck" / i));
  }
  return setup;
}

}  // namespace

Record parse_record(const json& doc, const std::string& source) {
  try {
    const JsonPlace root(source);
    base::expect_object(doc, root);
    // First: another kind of file says so, and a later version is not misread.
    base::expect_format(doc, "machikoro-record", kRecordVersion, root);
    static constexpr std::string_view kMembers[] = {"format",      "version", "game",  "supply",
                                                    "house_rules", "players", "first", "turns",
                                                    "supply_deck", "hints"};
    base::expect_known_members(doc, kMembers, root);
    Record record;
    record.setup = read_setup(doc, root);
    const int players = static_cast<int>(record.setup.players.size());
    const JsonPlace turns_at = root / "turns";
    const json& turns = base::expect_array(base::member(doc, "turns", root), turns_at, kMaxTurns);
    for (std::size_t t = 0; t < turns.size(); ++t)
      record.turns.push_back(read_turn(turns[t], turns_at / t, players, t + 1 == turns.size()));
    if (const json* hints = base::optional_member(doc, "hints", root))
      record.hints = read_hints(*hints, root / "hints", players);
    return record;
  } catch (const base::ContentError& e) {
    throw base::RecordError(e.what());
  }
}

Record read_record_text(const std::string& text, const std::string& source) {
  json doc;
  try {
    doc = base::parse_json_text(text, source, kLimits);
  } catch (const base::ContentError& e) {
    throw base::RecordError(e.what());
  }
  return parse_record(doc, source);
}

Record read_record_file(const std::string& path) {
  std::string text;
  try {
    text = base::read_text_file(path, kMaxRecordBytes);
  } catch (const base::ContentError& e) {
    throw base::RecordError(e.what());
  }
  return read_record_text(text, path);
}

}  // namespace machikoro
