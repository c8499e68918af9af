// New Eternity game: 2-4 players, each with a name and a distinct animal, then Start.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "screens/screen.hpp"

namespace mycity::app {

class GameHub;

class SetupScreen : public Screen {
 public:
  explicit SetupScreen(GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  struct Row {
    std::array<char, 40> name{};
    int animal = 0;
  };
  void draw_row(UiFrame& frame, std::size_t index);
  bool animal_taken(int animal, std::size_t except) const;
  void start(UiFrame& frame);

  GameHub& hub_;
  std::vector<Row> rows_;
  std::string error_;
};

}  // namespace mycity::app
