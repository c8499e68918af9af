// The seats of a setup screen: 2-4 rows, each a name, a distinct animal and (for a
// campaign) a city name, with Add player and Remove. Shared by the Eternity and the
// campaign setup screens so both look and behave alike.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "mycity/session/animals.hpp"
#include "mycity/session/computer.hpp"
#include "table/roster.hpp"
#include "ui/screen.hpp"

namespace app {

// Who plays a seat: Person or Computer: Easy/Medium/Hard (a combo as wide as its longest
// choice in this language, id "##kind"); true when the choice changed.
bool player_kind_choice(std::optional<mycity::session::Strength>& kind);
float player_kind_width();

class PlayerRows {
 public:
  // `animals`: the animals to choose from; `with_computers`: each seat may be the computer,
  // at a strength; `roster`: the remembered people a seat may be filled from.
  PlayerRows(bool with_city, const mycity::session::Animals& animals, bool with_computers = false,
             const table::Roster* roster = nullptr)
      : with_city_(with_city),
        with_computers_(with_computers),
        animals_(animals),
        roster_(roster) {}

  bool empty() const { return rows_.empty(); }
  std::size_t size() const { return rows_.size(); }
  // A row with `name` typed in (a default name stays a hint) and `animal`, or the first free
  // animal when it is taken.
  void add(const std::string& name, int animal,
           std::optional<mycity::session::Strength> computer = std::nullopt);

  // The rows, then "Add player"; `min_rows`/`max_rows` disable Remove and Add.
  void draw(UiFrame& frame, int min_rows, int max_rows);

  // What row `index` says, trimmed; an empty field gives the default name its grey hint
  // shows, in the form records keep ("Player 2", "City 2": table/default_names.hpp).
  std::string name(std::size_t index) const;
  std::string city(std::size_t index) const;
  int animal(std::size_t index) const { return rows_[index].animal; }
  const std::optional<mycity::session::Strength>& computer(std::size_t index) const {
    return rows_[index].computer;
  }

 private:
  struct Row {
    std::array<char, 48> name{};
    std::array<char, 48> city{};
    int animal = 0;
    std::optional<mycity::session::Strength> computer;
  };
  void draw_row(UiFrame& frame, std::size_t index, int min_rows);
  void draw_animal_choice(std::size_t index, float width);
  // The seat becomes the person picked from the roster, with their animal when it is free.
  void draw_remembered_choice(std::size_t index);
  std::string default_name(std::size_t index) const;
  bool animal_taken(int animal, std::size_t except) const;

  bool with_city_;
  bool with_computers_;
  const mycity::session::Animals& animals_;
  const table::Roster* roster_;
  std::vector<Row> rows_;
};

}  // namespace app
