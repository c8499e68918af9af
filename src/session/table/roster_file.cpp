#include "table/roster_file.hpp"

#include <algorithm>
#include <string_view>

#include <nlohmann/json.hpp>

#include "base/json_reader.hpp"

namespace table {
namespace {

constexpr std::string_view kFormat = "mycity-roster";
constexpr int kVersion = 1;
constexpr std::size_t kMaxNameBytes = 100;
constexpr std::size_t kMaxPeople = 1000;
constexpr std::size_t kMaxFormerNames = 100;

RememberedPlayer read_person(const base::json& value, const base::JsonPlace& place) {
  base::expect_object(value, place);
  static constexpr std::string_view kKnown[] = {"id", "name", "animal", "former_names"};
  base::expect_known_members(value, kKnown, place);
  RememberedPlayer person;
  person.id = base::int_member(value, "id", place, 1, 1000000);
  person.name =
      base::expect_name(base::member(value, "name", place), place / "name", kMaxNameBytes);
  person.animal = base::expect_name(base::member(value, "animal", place), place / "animal", 40);
  const base::json& former = base::member(value, "former_names", place);
  base::expect_array(former, place / "former_names", kMaxFormerNames);
  for (std::size_t i = 0; i < former.size(); ++i)
    person.former_names.push_back(
        base::expect_name(former[i], place / "former_names" / i, kMaxNameBytes));
  return person;
}

// Two people may share neither an id nor a name (now or before): a record would count twice.
void check_distinct(const std::vector<RememberedPlayer>& people, const base::JsonPlace& root) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < people.size(); ++i) {
    const base::JsonPlace place = root / "players" / i;
    for (std::size_t j = 0; j < i; ++j)
      if (people[j].id == people[i].id) (place / "id").fail("the id of another player");
    for (const std::string& name : all_names(people[i])) {
      if (name.empty()) place.fail("an empty name");
      if (std::find(names.begin(), names.end(), name) != names.end())
        place.fail("the name \"" + base::excerpt(name) + "\" is another player's too");
      names.push_back(name);
    }
  }
}

}  // namespace

std::vector<RememberedPlayer> roster_from_json(const std::string& text, const std::string& source) {
  const base::json doc = base::parse_json_text(
      text, source, {.max_bytes = 1u << 20, .max_depth = 8, .max_values = 200000});
  const base::JsonPlace root(source);
  base::expect_object(doc, root);
  base::expect_format(doc, kFormat, kVersion, root);
  static constexpr std::string_view kKnown[] = {"format", "version", "players"};
  base::expect_known_members(doc, kKnown, root);
  const base::json& players = base::member(doc, "players", root);
  base::expect_array(players, root / "players", kMaxPeople);
  std::vector<RememberedPlayer> people;
  for (std::size_t i = 0; i < players.size(); ++i)
    people.push_back(read_person(players[i], root / "players" / i));
  check_distinct(people, root);
  return people;
}

std::string roster_to_json(std::span<const RememberedPlayer> people) {
  base::json players = base::json::array();
  for (const RememberedPlayer& person : people)
    players.push_back({{"id", person.id},
                       {"name", person.name},
                       {"animal", person.animal},
                       {"former_names", person.former_names}});
  const base::json doc = {{"format", kFormat}, {"version", kVersion}, {"players", players}};
  return doc.dump(2) + "\n";
}

}  // namespace table
