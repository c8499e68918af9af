// The people the app remembers (players.json in the save folder): a stable id, the name
// now, an animal and the names played under before. Records keep names only, so a person's
// statistics match every one of their names and a rename keeps their history.
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "table/result.hpp"

namespace table {

struct RememberedPlayer {
  int id = 0;                             // stable while remembered; records never hold it
  std::string name;                       // the name now
  std::string animal;                     // My City's animal id ("fox"); "" for none
  std::vector<std::string> former_names;  // oldest first
};

// The person's name now and every name before: what their records are matched by.
std::vector<std::string> all_names(const RememberedPlayer& person);

// Whom the statistics list: each remembered person under all their names (id > 0), then
// each other name people played under in the records (`recorded`) alone (id 0).
struct ListedPerson {
  int id = 0;
  std::vector<std::string> names;
};
std::vector<ListedPerson> listed_people(std::span<const RememberedPlayer> roster,
                                        std::span<const std::string> recorded);

// A person's seat in a game about to start.
struct PersonSeat {
  std::string name;
  std::string animal;  // "" where the game has none
};

class Roster {
 public:
  // Reads `file`: none is an empty roster; a broken one is set aside (never overwritten) and
  // problem() names it and what is wrong. An empty path: remembered for this run only.
  explicit Roster(std::filesystem::path file);

  const std::vector<RememberedPlayer>& people() const { return people_; }
  // The person whose name now is `name`, or nullptr.
  const RememberedPlayer* find(const std::string& name) const;
  // Remembers each seat's person at a game's start: a new name becomes a person, a known one
  // keeps the animal chosen now. A default name ("Player 2") or another's former name is not
  // a new person.
  void remember(std::span<const PersonSeat> seats);
  // The person's name becomes `name` and the old one joins their former names; refused
  // when another person has that name, now or before, or when it is empty.
  Status rename(int id, const std::string& name);
  // Takes the person out of the roster; their kept records stay as they are.
  Status forget(int id);
  // Why the last write failed, else why the file could not be read ("" when all went well),
  // naming the file.
  const std::string& problem() const {
    return write_problem_.empty() ? read_problem_ : write_problem_;
  }

 private:
  RememberedPlayer* person(int id);
  // The person, other than `except`, who has or had `name`.
  const RememberedPlayer* holder(const std::string& name, int except) const;
  Status save();

  std::filesystem::path file_;
  std::vector<RememberedPlayer> people_;
  std::string read_problem_;
  std::string write_problem_;
};

}  // namespace table
