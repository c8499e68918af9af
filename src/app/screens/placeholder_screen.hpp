// Stands in for the game screens (new game, continue) until they are built on the engine.
#pragma once

#include <string>

#include "screens/screen.hpp"

namespace mycity::app {

class PlaceholderScreen : public Screen {
 public:
  PlaceholderScreen(std::string title, std::string message);
  void draw(UiFrame& frame) override;

 private:
  std::string title_;
  std::string message_;
};

}  // namespace mycity::app
