// Maps the effect kinds that cards.json names to their classes and reads their parameters.
// A card of an existing kind needs no C++; a new kind is one entry here.
#include <array>
#include <span>
#include <string_view>

#include <nlohmann/json.hpp>

#include "effect_kinds.hpp"

namespace machikoro {

namespace {

using base::JsonPlace;
using nlohmann::json;

// The parameters of one effect entry, read with its place for messages; each value read is
// also kept in `read`, the card's public copy.
class Params {
 public:
  Params(const json& entry, const JsonPlace& place, const FindCard& find_card, EffectParams& read)
      : entry_(entry), place_(place), find_card_(find_card), read_(read) {}

  int amount() const { return read_.amount = base::int_member(entry_, "amount", place_, 0, 100); }
  int min_coins() const {
    return read_.min_coins = base::int_member(entry_, "min_coins", place_, 0, 1000);
  }
  Icon icon() const {
    read_.icons = {icon_at(base::member(entry_, "icon", place_), place_ / "icon")};
    return read_.icons.front();
  }
  std::vector<Icon> icons() const {
    const json& list =
        base::expect_array(base::member(entry_, "icons", place_), place_ / "icons", 9);
    if (list.empty()) (place_ / "icons").fail("at least one icon");
    std::vector<Icon> icons;
    for (std::size_t i = 0; i < list.size(); ++i)
      icons.push_back(icon_at(list[i], place_ / "icons" / i));
    return read_.icons = icons;
  }
  int card() const {
    const std::string id = base::string_member(entry_, "card", place_);
    const int card = find_card_(id);
    if (card < 0) (place_ / "card").fail("unknown establishment \"" + base::excerpt(id) + "\"");
    return read_.card = card;
  }

 private:
  static Icon icon_at(const json& value, const JsonPlace& place) {
    const std::string name = base::expect_string(value, place);
    const auto icon = icon_from_name(name);
    if (!icon) place.fail("unknown icon \"" + base::excerpt(name) + "\"");
    return *icon;
  }

  const json& entry_;
  const JsonPlace& place_;
  const FindCard& find_card_;
  EffectParams& read_;
};

struct Kind {
  std::string_view name;
  std::span<const std::string_view> members;  // besides "kind" and "requires"
  std::shared_ptr<const Effect> (*make)(const Params&);
};

constexpr std::string_view kNone[] = {"kind", "requires"};
constexpr std::string_view kAmount[] = {"kind", "requires", "amount"};
constexpr std::string_view kAmountIcon[] = {"kind", "requires", "amount", "icon"};
constexpr std::string_view kAmountCard[] = {"kind", "requires", "amount", "card"};
constexpr std::string_view kAmountIcons[] = {"kind", "requires", "amount", "icons"};
constexpr std::string_view kMinCoins[] = {"kind", "requires", "min_coins"};

const std::array<Kind, 10> kKinds{{
    {"bank", kAmount, [](const Params& p) { return effects::bank(p.amount()); }},
    {"from_roller", kAmount, [](const Params& p) { return effects::from_roller(p.amount()); }},
    {"per_icon", kAmountIcon,
     [](const Params& p) { return effects::per_icon(p.amount(), p.icon()); }},
    {"per_card", kAmountCard,
     [](const Params& p) { return effects::per_card(p.amount(), p.card()); }},
    {"tuna_boat", kNone, [](const Params&) { return effects::tuna_boat(); }},
    {"from_each", kAmount, [](const Params& p) { return effects::from_each(p.amount()); }},
    {"take_from_one", kAmount, [](const Params& p) { return effects::take_from_one(p.amount()); }},
    {"per_icons_from_each", kAmountIcons,
     [](const Params& p) { return effects::per_icons_from_each(p.amount(), p.icons()); }},
    {"tax_office", kMinCoins, [](const Params& p) { return effects::tax_office(p.min_coins()); }},
    {"swap", kNone, [](const Params&) { return effects::swap(); }},
}};

std::string known_kinds() {
  std::string names;
  for (const Kind& kind : kKinds) names += (names.empty() ? "" : ", ") + std::string(kind.name);
  return names;
}

}  // namespace

std::shared_ptr<const Effect> make_effect(const json& entry, const JsonPlace& place,
                                          const FindCard& find_card, EffectParams& params) {
  const std::string name = base::string_member(entry, "kind", place);
  for (const Kind& kind : kKinds) {
    if (kind.name != name) continue;
    base::expect_known_members(entry, kind.members, place);
    return kind.make(Params(entry, place, find_card, params));
  }
  (place / "kind")
      .fail("unknown effect kind \"" + base::excerpt(name) + "\" (known: " + known_kinds() + ")");
}

}  // namespace machikoro
