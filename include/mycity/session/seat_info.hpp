// Who sits at a My City seat: a name, an animal, a campaign city, and whether the computer
// plays it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mycity/session/computer.hpp"

namespace mycity::session {

struct SeatInfo {
  std::string name;
  int animal = 0;    // index into the Animals list
  std::string city;  // the campaign city the seat builds; empty in Eternity
  // The computer plays this seat at that strength; none: a person.
  std::optional<Strength> computer = std::nullopt;
};

// Which seats a computer plays (what the analysis leaves unjudged).
std::vector<bool> computer_seats(const std::vector<SeatInfo>& seats);

// "Ann", or "Ann · Foxton" for a campaign seat: the seat in lists and under pictures.
std::string seat_label(const SeatInfo& seat);

}  // namespace mycity::session
