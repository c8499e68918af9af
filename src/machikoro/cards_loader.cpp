// Loads campaigns/machikoro/cards.json. Every value is checked, an unknown member refused,
// and every failure names the file and the JSON path (like the project's other content).
#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "base/json_reader.hpp"
#include "effects/effect.hpp"
#include "landmark_rules.hpp"
#include "machikoro/cards.hpp"

namespace machikoro {

namespace {

using base::JsonPlace;
using nlohmann::json;

constexpr std::size_t kMaxCards = 200;

// An id: lower-case letters, digits and '_', unique among all cards.
std::string read_id(const json& entry, const JsonPlace& place, std::set<std::string>& seen) {
  const std::string id = base::string_member(entry, "id", place);
  const bool well_formed =
      !id.empty() && id.size() <= 40 && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
      });
  if (!well_formed)
    (place / "id").fail("an id is 1-40 of a-z, 0-9 and _, not \"" + base::excerpt(id) + "\"");
  if (!seen.insert(id).second) (place / "id").fail("duplicate card id \"" + id + "\"");
  return id;
}

Names read_names(const json& entry, const JsonPlace& place) {
  const JsonPlace at = place / "names";
  const json& names = base::member(entry, "names", place);
  static constexpr std::string_view kNames[] = {"ru", "en"};
  base::expect_known_members(names, kNames, at);
  Names out;
  out.ru = base::expect_name(base::member(names, "ru", at), at / "ru", 100);
  out.en = base::expect_name(base::member(names, "en", at), at / "en", 100);
  if (out.ru.empty()) (at / "ru").fail("a name cannot be empty");
  if (out.en.empty()) (at / "en").fail("a name cannot be empty");
  return out;
}

Edition read_edition(const json& entry, const JsonPlace& place) {
  const std::string name = base::string_member(entry, "game", place);
  const auto edition = edition_from_name(name);
  if (!edition) (place / "game").fail("unknown game \"" + base::excerpt(name) + "\" (base, plus)");
  return *edition;
}

std::vector<Landmark> read_landmarks(const json& doc, const JsonPlace& root,
                                     std::set<std::string>& ids) {
  const json& list =
      base::expect_array(base::member(doc, "landmarks", root), root / "landmarks", kMaxCards);
  std::vector<Landmark> landmarks;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const JsonPlace place = root / "landmarks" / i;
    static constexpr std::string_view kMembers[] = {"id", "names", "cost", "game", "starts_built"};
    base::expect_known_members(list[i], kMembers, place);
    Landmark card;
    card.id = read_id(list[i], place, ids);
    const bool ruled = std::any_of(kLandmarkRules.begin(), kLandmarkRules.end(),
                                   [&](const LandmarkRule& r) { return r.id == card.id; });
    if (!ruled) (place / "id").fail("no rule for a landmark \"" + card.id + "\"");
    card.names = read_names(list[i], place);
    card.cost = base::int_member(list[i], "cost", place, 0, 1000);
    card.edition = read_edition(list[i], place);
    if (const json* v = base::optional_member(list[i], "starts_built", place))
      card.starts_built = base::expect_bool(*v, place / "starts_built");
    landmarks.push_back(std::move(card));
  }
  for (const LandmarkRule& rule : kLandmarkRules) {
    const bool present = std::any_of(landmarks.begin(), landmarks.end(),
                                     [&](const Landmark& l) { return l.id == rule.id; });
    if (!present)
      (root / "landmarks")
          .fail("missing landmark \"" + std::string(rule.id) + "\" (" + std::string(rule.rule) +
                ")");
  }
  return landmarks;
}

// The colours whose cards a kind's payer fits (K10-K12).
bool fits(Payer payer, Colour colour) {
  switch (payer) {
    case Payer::Bank:
      return colour == Colour::Blue || colour == Colour::Green;
    case Payer::Roller:
      return colour == Colour::Red;
    case Payer::Opponents:
      return colour == Colour::Purple;
  }
  return false;
}

void read_effect(const json& entry, const JsonPlace& place, Establishment& card,
                 const std::vector<std::string>& establishment_ids,
                 const std::vector<Landmark>& landmarks) {
  const JsonPlace at = place / "effect";
  const json& effect = base::expect_object(base::member(entry, "effect", place), at);
  const FindCard find = [&](std::string_view id) {
    const auto it = std::find(establishment_ids.begin(), establishment_ids.end(), id);
    return it == establishment_ids.end() ? -1 : static_cast<int>(it - establishment_ids.begin());
  };
  card.effect = make_effect(effect, at, find, card.effect_params);
  card.effect_kind = base::string_member(effect, "kind", at);
  if (!fits(card.effect->payer(), card.colour))
    (place / "colour")
        .fail("a " + std::string(colour_name(card.colour)) +
              " card cannot have an effect of kind \"" + card.effect_kind + "\"");
  if (const json* v = base::optional_member(effect, "requires", at)) {
    const std::string id = base::expect_string(*v, at / "requires");
    const auto it = std::find_if(landmarks.begin(), landmarks.end(),
                                 [&](const Landmark& l) { return l.id == id; });
    if (it == landmarks.end())
      (at / "requires").fail("unknown landmark \"" + base::excerpt(id) + "\"");
    card.requires_landmark = static_cast<int>(it - landmarks.begin());
  }
}

std::vector<Establishment> read_establishments(const json& doc, const JsonPlace& root,
                                               std::set<std::string>& ids,
                                               const std::vector<Landmark>& landmarks) {
  const JsonPlace at = root / "establishments";
  const json& list = base::expect_array(base::member(doc, "establishments", root), at, kMaxCards);
  std::vector<std::string> establishment_ids;  // first, for effects that name a card
  for (std::size_t i = 0; i < list.size(); ++i)
    establishment_ids.push_back(read_id(base::expect_object(list[i], at / i), at / i, ids));
  std::vector<Establishment> cards;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const JsonPlace place = at / i;
    static constexpr std::string_view kMembers[] = {"id",   "names",  "colour", "icon",  "roll",
                                                    "cost", "copies", "game",   "effect"};
    base::expect_known_members(list[i], kMembers, place);
    Establishment card;
    card.id = establishment_ids[i];
    card.names = read_names(list[i], place);
    const std::string colour = base::string_member(list[i], "colour", place);
    const auto parsed_colour = colour_from_name(colour);
    if (!parsed_colour) (place / "colour").fail("unknown colour \"" + base::excerpt(colour) + "\"");
    card.colour = *parsed_colour;
    const std::string icon = base::string_member(list[i], "icon", place);
    const auto parsed_icon = icon_from_name(icon);
    if (!parsed_icon) (place / "icon").fail("unknown icon \"" + base::excerpt(icon) + "\"");
    card.icon = *parsed_icon;
    const json& roll = base::expect_array(base::member(list[i], "roll", place), place / "roll", 2);
    if (roll.size() != 2) (place / "roll").fail("a roll is [lowest, highest]");
    card.roll_low = base::expect_int(roll[0], place / "roll" / 0, 1, kMaxTotal);
    card.roll_high = base::expect_int(roll[1], place / "roll" / 1, card.roll_low, kMaxTotal);
    card.cost = base::int_member(list[i], "cost", place, 0, 1000);
    card.copies = base::int_member(list[i], "copies", place, 0, 100);
    card.edition = read_edition(list[i], place);
    read_effect(list[i], place, card, establishment_ids, landmarks);
    cards.push_back(std::move(card));
  }
  return cards;
}

}  // namespace

CardSet load_cards(const std::string& file) {
  return load_cards_text(base::read_text_file(file, base::JsonLimits{}.max_bytes), file);
}

CardSet load_cards_text(const std::string& text, const std::string& source) {
  const json doc = base::parse_json_text(text, source);
  const JsonPlace root(source);
  base::expect_format(doc, "machikoro-cards", 1, root);
  static constexpr std::string_view kTop[] = {"format", "version", "start", "establishments",
                                              "landmarks"};
  base::expect_known_members(doc, kTop, root);
  std::set<std::string> ids;
  std::vector<Landmark> landmarks = read_landmarks(doc, root, ids);
  std::vector<Establishment> establishments = read_establishments(doc, root, ids, landmarks);

  const JsonPlace at = root / "start";
  const json& start = base::member(doc, "start", root);
  static constexpr std::string_view kStart[] = {"coins", "establishments"};
  base::expect_known_members(start, kStart, at);
  const int coins = base::int_member(start, "coins", at, 0, 1000);
  const auto names =
      base::string_array(base::member(start, "establishments", at), at / "establishments",
                         kMaxCards, base::EmptyStrings::Rejected);
  std::vector<int> start_cards;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const auto it = std::find_if(establishments.begin(), establishments.end(),
                                 [&](const Establishment& e) { return e.id == names[i]; });
    if (it == establishments.end() || it->edition != Edition::Base)
      (at / "establishments" / i)
          .fail("not an establishment of the base game: \"" + base::excerpt(names[i]) + "\"");
    const int index = static_cast<int>(it - establishments.begin());
    if (std::find(start_cards.begin(), start_cards.end(), index) != start_cards.end())
      (at / "establishments" / i).fail("\"" + names[i] + "\" given twice");
    start_cards.push_back(index);
  }
  return CardSet(std::move(establishments), std::move(landmarks), coins, std::move(start_cards));
}

}  // namespace machikoro
