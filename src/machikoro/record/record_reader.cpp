// Reading a record (.mkrec.json) strictly: the format and version, no unknown member, no
// member twice (the JSON reader), values of the right type and size. Whether the turns obey
// the rules is replay()'s question, asked of the engine.
#include <algorithm>

#include "json_reader.hpp"
#include "machikoro/record.hpp"
#include "record_detail.hpp"

namespace machikoro {

namespace {

namespace detail = mycity::detail;
using detail::JsonPlace;
using nlohmann::json;

constexpr std::size_t kMaxNameBytes = 100;
constexpr std::size_t kMaxDice = 8;  // more than any roll: the engine says how many (K4)
constexpr std::size_t kMaxDeck = 1000;
// Nesting: the document, turns, a turn, its swap (a roll is one level less).
constexpr detail::JsonLimits kLimits{kMaxRecordBytes, 8, 100000};

// A card id as cards.json spells them: 1-40 of a-z, 0-9 and _. Whether the card exists
// and may be built or swapped is the engine's to say (K2, K14, K15).
std::string read_id(const json& value, const JsonPlace& place) {
  const std::string id = detail::expect_string(value, place);
  const bool well_formed =
      !id.empty() && id.size() <= 40 && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
      });
  if (!well_formed)
    place.fail("a card id is 1-40 of a-z, 0-9 and _, not \"" + detail::excerpt(id) + "\"");
  return id;
}

std::vector<int> read_dice(const json& value, const JsonPlace& place) {
  const json& array = detail::expect_array(value, place, kMaxDice);
  std::vector<int> dice;
  for (std::size_t i = 0; i < array.size(); ++i)
    dice.push_back(detail::expect_int(array[i], place / i));
  return dice;
}

RecordSwap read_swap(const json& value, const JsonPlace& place) {
  if (value.is_null()) return RecordSwap{.declined = true};
  static constexpr std::string_view kMembers[] = {"give", "with", "take"};
  detail::expect_known_members(value, kMembers, place);
  RecordSwap swap;
  swap.give = read_id(detail::member(value, "give", place), place / "give");
  swap.with = detail::expect_int(detail::member(value, "with", place), place / "with");
  swap.take = read_id(detail::member(value, "take", place), place / "take");
  return swap;
}

RecordTurn read_turn(const json& value, const JsonPlace& place, int players, bool last) {
  static constexpr std::string_view kMembers[] = {"player", "dice", "reroll", "harbor", "tuna",
                                                  "tv",     "swap", "build",  "open"};
  detail::expect_known_members(value, kMembers, place);
  RecordTurn turn;
  if (const json* open = detail::optional_member(value, "open", place)) {
    if (!detail::expect_bool(*open, place / "open"))
      (place / "open").fail("\"open\" is true or left out (a finished turn)");
    if (!last) (place / "open").fail("only the last turn may be open (unfinished)");
    turn.open = true;
  }
  turn.player = detail::int_member(value, "player", place, 0, players - 1);
  if (const json* dice = detail::optional_member(value, "dice", place))
    turn.dice = read_dice(*dice, place / "dice");
  else if (!turn.open)
    place.fail("missing member \"dice\" (K4: the roll; only an open turn may lack it)");
  if (const json* reroll = detail::optional_member(value, "reroll", place)) {
    if (!reroll->is_null()) {
      turn.reroll = read_dice(*reroll, place / "reroll");
    } else if (turn.open) {
      turn.kept = true;
    } else {
      (place / "reroll")
          .fail("null (the roll kept) is written only in an open turn; leave \"reroll\" out");
    }
  }
  if (const json* harbor = detail::optional_member(value, "harbor", place))
    turn.harbor = detail::expect_bool(*harbor, place / "harbor");
  if (const json* tuna = detail::optional_member(value, "tuna", place))
    turn.tuna = read_dice(*tuna, place / "tuna");
  if (const json* tv = detail::optional_member(value, "tv", place))
    turn.tv = detail::expect_int(*tv, place / "tv");
  if (const json* swap = detail::optional_member(value, "swap", place))
    turn.swap = read_swap(*swap, place / "swap");
  if (const json* build = detail::optional_member(value, "build", place)) {
    if (build->is_null())
      (place / "build").fail("null is refused: leave \"build\" out to build nothing");
    turn.build = read_id(*build, place / "build");
  }
  return turn;
}

Setup read_setup(const json& doc, const JsonPlace& root) {
  Setup setup;
  const std::string game = detail::string_member(doc, "game", root);
  const auto edition = edition_from_name(game);
  if (!edition) (root / "game").fail("unknown game \"" + detail::excerpt(game) + "\" (base, plus)");
  setup.edition = *edition;
  const std::string supply = detail::string_member(doc, "supply", root);
  const auto mode = record_detail::supply_from_name(supply);
  if (!mode)
    (root / "supply").fail("unknown supply \"" + detail::excerpt(supply) + "\" (all, ten)");
  setup.supply = *mode;

  const JsonPlace rules_at = root / "house_rules";
  const auto rules = detail::string_array(detail::member(doc, "house_rules", root), rules_at, 10,
                                          detail::EmptyStrings::Rejected);
  for (std::size_t i = 0; i < rules.size(); ++i) {
    if (std::find(rules.begin(), rules.begin() + static_cast<std::ptrdiff_t>(i), rules[i]) !=
        rules.begin() + static_cast<std::ptrdiff_t>(i))
      (rules_at / i).fail("house rule \"" + rules[i] + "\" given twice");
    if (!record_detail::enable_house_rule(setup.house_rules, rules[i]))
      (rules_at / i)
          .fail("unknown house rule \"" + detail::excerpt(rules[i]) + "\" (known: purple_out)");
  }

  const JsonPlace players_at = root / "players";
  const json& players =
      detail::expect_array(detail::member(doc, "players", root), players_at, kMaxPlayers);
  for (std::size_t i = 0; i < players.size(); ++i)
    setup.players.push_back(detail::expect_name(players[i], players_at / i, kMaxNameBytes));
  setup.first = detail::int_member(doc, "first", root, std::numeric_limits<int>::min(),
                                   std::numeric_limits<int>::max());
  record_detail::check_players(setup, root.file());

  const json* deck = detail::optional_member(doc, "supply_deck", root);
  if (setup.supply == SupplyMode::Ten && deck == nullptr)
    root.fail("missing member \"supply_deck\" (K3: the \"ten\" supply's cards in turning order)");
  if (setup.supply == SupplyMode::All && deck != nullptr)
    (root / "supply_deck").fail("K3: a supply deck is only for the \"ten\" supply");
  if (deck != nullptr) {
    const json& cards = detail::expect_array(*deck, root / "supply_deck", kMaxDeck);
    for (std::size_t i = 0; i < cards.size(); ++i)
      setup.supply_deck.push_back(read_id(cards[i], root / "supply_deck" / i));
  }
  return setup;
}

}  // namespace

Record parse_record(const json& doc, const std::string& source) {
  try {
    const JsonPlace root(source);
    detail::expect_object(doc, root);
    // First: another kind of file says so, and a later version is not misread.
    detail::expect_format(doc, "machikoro-record", kRecordVersion, root);
    static constexpr std::string_view kMembers[] = {"format", "version",     "game",
                                                    "supply", "house_rules", "players",
                                                    "first",  "turns",       "supply_deck"};
    detail::expect_known_members(doc, kMembers, root);
    Record record;
    record.setup = read_setup(doc, root);
    const int players = static_cast<int>(record.setup.players.size());
    const JsonPlace turns_at = root / "turns";
    const json& turns =
        detail::expect_array(detail::member(doc, "turns", root), turns_at, kMaxTurns);
    for (std::size_t t = 0; t < turns.size(); ++t)
      record.turns.push_back(read_turn(turns[t], turns_at / t, players, t + 1 == turns.size()));
    return record;
  } catch (const mycity::ContentError& e) {
    throw mycity::RecordError(e.what());
  }
}

Record read_record_text(const std::string& text, const std::string& source) {
  json doc;
  try {
    doc = detail::parse_json_text(text, source, kLimits);
  } catch (const mycity::ContentError& e) {
    throw mycity::RecordError(e.what());
  }
  return parse_record(doc, source);
}

Record read_record_file(const std::string& path) {
  std::string text;
  try {
    text = detail::read_text_file(path, kMaxRecordBytes);
  } catch (const mycity::ContentError& e) {
    throw mycity::RecordError(e.what());
  }
  return read_record_text(text, path);
}

}  // namespace machikoro
