#include "mycity/session/seats.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "table/default_names.hpp"

namespace mycity::session {
namespace {

std::string trim(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t");
  return std::string(text.substr(first, last - first + 1));
}

int first_free_animal(const std::vector<SeatInfo>& seats, const Animals& animals) {
  for (int a = 0; a < animals.count(); ++a) {
    const bool used =
        std::any_of(seats.begin(), seats.end(), [&](const SeatInfo& s) { return s.animal == a; });
    if (!used) return a;
  }
  return 0;
}

}  // namespace

std::string seat_label(const SeatInfo& seat) {
  const std::string name = table::shown_name(seat.name);
  return seat.city.empty() ? name : name + " \xC2\xB7 " + table::shown_name(seat.city);
}

std::vector<bool> computer_seats(const std::vector<SeatInfo>& seats) {
  std::vector<bool> computers;
  for (const SeatInfo& seat : seats) computers.push_back(seat.computer.has_value());
  return computers;
}

table::Result<std::vector<SeatInfo>> parse_seats(std::string_view text, const Animals& animals) {
  std::vector<SeatInfo> seats;
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = text.find(',', start);
    const auto end = comma == std::string_view::npos ? text.size() : comma;
    parts.push_back(trim(text.substr(start, end - start)));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  std::vector<std::optional<int>> wanted;
  for (std::string part : parts) {
    SeatInfo seat;
    // "Name:animal@hard": the computer plays the seat at that strength.
    if (const auto at = part.rfind('@'); at != std::string::npos) {
      const std::string strength = trim(part.substr(at + 1));
      seat.computer = parse_strength(strength);
      if (!seat.computer)
        return table::Failure{"unknown strength \"" + strength + "\" (easy, medium, hard)"};
      part = part.substr(0, at);
    }
    const auto colon = part.rfind(':');
    seat.name = trim(part.substr(0, colon));
    std::optional<int> animal;
    if (colon != std::string::npos) {
      const std::string animal_name = trim(part.substr(colon + 1));
      animal = animals.find(animal_name);
      if (!animal)
        return table::Failure{"unknown animal \"" + animal_name + "\" (" + animals.id_list() + ")"};
    }
    if (seat.name.empty())
      return table::Failure{"a player has no name (write NAME:ANIMAL,NAME:ANIMAL)"};
    seat.animal = animal.value_or(-1);
    seats.push_back(seat);
  }
  if (seats.size() < 2 || seats.size() > 4)
    return table::Failure{"2 to 4 players are needed, found " + std::to_string(seats.size())};
  for (std::size_t i = 0; i < seats.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (seats[i].animal >= 0 && seats[i].animal == seats[j].animal)
        return table::Failure{"two players chose the same animal"};
    }
  }
  for (SeatInfo& seat : seats) {
    if (seat.animal < 0) seat.animal = first_free_animal(seats, animals);
  }
  return seats;
}

nlohmann::json seats_to_json(const std::vector<SeatInfo>& seats, const Animals& animals) {
  nlohmann::json players = nlohmann::json::array();
  for (const SeatInfo& seat : seats) {
    nlohmann::json player = {{"name", seat.name}, {"animal", animals.at(seat.animal).id}};
    if (seat.computer) player["computer"] = strength_id(*seat.computer);
    players.push_back(player);
  }
  // Version 2 added "computer"; a version 1 file (people only) reads the same way.
  return {{"format", "mycity-app-players"}, {"version", 2}, {"players", players}};
}

std::vector<SeatInfo> seats_from_json(const std::string& text, const Animals& animals) {
  std::vector<SeatInfo> seats;
  const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("players") ||
      !doc["players"].is_array())
    return seats;
  for (const nlohmann::json& p : doc["players"]) {
    if (!p.is_object() || !p.value("name", nlohmann::json()).is_string() ||
        !p.value("animal", nlohmann::json()).is_string())
      return {};
    const auto animal = animals.find(p["animal"].get<std::string>());
    if (!animal) return {};
    std::optional<Strength> computer;
    if (p.contains("computer")) {
      const nlohmann::json& id = p["computer"];
      computer = id.is_string() ? parse_strength(id.get<std::string>()) : std::nullopt;
      if (!computer) return {};
    }
    seats.push_back({p["name"].get<std::string>(), *animal, "", computer});
  }
  return seats;
}

std::vector<SeatInfo> reconcile_seats(const Game& game, std::vector<SeatInfo> known,
                                      const Animals& animals) {
  bool match = static_cast<int>(known.size()) == game.player_count();
  for (int i = 0; match && i < game.player_count(); ++i) {
    match = known[static_cast<std::size_t>(i)].name == game.player(i).name;
  }
  for (std::size_t i = 0; match && i < known.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) match = match && known[i].animal != known[j].animal;
  }
  if (match) return known;
  std::vector<SeatInfo> seats;
  for (int i = 0; i < game.player_count(); ++i) {
    seats.push_back({game.player(i).name, i % animals.count(), "", std::nullopt});
  }
  return seats;
}

}  // namespace mycity::session
