// A new legacy campaign: 2-4 players, each with a name, an animal and a city name; the
// seed is random and the save is named after the first city.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "screens/screen.hpp"

namespace mycity::app {

class CampaignHub;

class CampaignSetupScreen : public Screen {
 public:
  explicit CampaignSetupScreen(CampaignHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  struct Row {
    std::array<char, 48> name{};
    std::array<char, 48> city{};
    int animal = 0;
  };
  void draw_row(UiFrame& frame, std::size_t index);
  void start(UiFrame& frame);
  bool animal_taken(int animal, std::size_t except) const;

  CampaignHub& hub_;
  std::vector<Row> rows_;
  std::string error_;
};

}  // namespace mycity::app
