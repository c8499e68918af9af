#include "mycity/session/animals.hpp"

#include <algorithm>
#include <cctype>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "base/json_reader.hpp"
#include "base/utf8_path.hpp"

namespace mycity::session {
namespace {

using base::JsonPlace;
using nlohmann::json;

constexpr int kSeats = 4;  // the most players a game has: each needs its own animal

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

unsigned parse_colour(const std::string& text, const JsonPlace& place) {
  const bool hex = text.size() == 7 && text[0] == '#' &&
                   std::all_of(text.begin() + 1, text.end(),
                               [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
  if (!hex) place.fail("expected a colour \"#RRGGBB\", found \"" + text + "\"");
  return static_cast<unsigned>(std::stoul(text.substr(1), nullptr, 16));
}

Animal read_animal(const json& value, const JsonPlace& place) {
  base::expect_object(value, place);
  Animal animal;
  animal.id = base::string_member(value, "id", place);
  animal.name = base::string_member(value, "name", place);
  animal.art = base::string_member(value, "art", place);
  animal.badge_art = base::string_member(value, "badge_art", place);
  animal.small_badge_art = base::string_member(value, "small_badge_art", place);
  animal.colour = parse_colour(base::string_member(value, "colour", place), place / "colour");
  if (animal.id.empty() || animal.id != lower(animal.id))
    (place / "id").fail("an id is lowercase and not empty");
  return animal;
}

}  // namespace

const Animal& Animals::at(int index) const {
  const int n = count();
  return list_[static_cast<std::size_t>(((index % n) + n) % n)];
}

std::optional<int> Animals::find(std::string_view id_or_name) const {
  const std::string wanted = lower(id_or_name);
  for (int a = 0; a < count(); ++a) {
    const Animal& animal = list_[static_cast<std::size_t>(a)];
    if (animal.id == wanted || lower(animal.name) == wanted) return a;
  }
  return std::nullopt;
}

std::string Animals::id_list() const {
  std::string text;
  for (const Animal& animal : list_) text += (text.empty() ? "" : ", ") + animal.id;
  return text;
}

Animals load_animals(const std::filesystem::path& file) {
  const JsonPlace root(base::utf8_string(file));
  const json doc = base::read_json_file(base::utf8_string(file));
  base::expect_object(doc, root);
  const json& list = base::expect_array(base::member(doc, "animals", root), root / "animals");
  if (list.size() < kSeats)
    (root / "animals").fail("needs at least " + std::to_string(kSeats) + " animals, one a player");
  std::vector<Animal> animals;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const JsonPlace place = root / "animals" / i;
    Animal animal = read_animal(list[i], place);
    for (const Animal& before : animals) {
      if (before.id == animal.id || lower(before.name) == lower(animal.name))
        place.fail("\"" + animal.id + "\" has the id or name of an animal before it");
    }
    animals.push_back(std::move(animal));
  }
  return Animals(std::move(animals));
}

}  // namespace mycity::session
