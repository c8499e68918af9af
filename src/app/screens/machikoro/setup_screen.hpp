// A new Machi Koro game: the seats (people and computer players), the edition, the market.
#pragma once

#include <string>

#include "ui/screen.hpp"

namespace machikoro::session {
class GameHub;
}  // namespace machikoro::session

namespace mycity::app {

class MachiKoroSetupScreen : public Screen {
 public:
  explicit MachiKoroSetupScreen(machikoro::session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;

 private:
  machikoro::session::GameHub& hub_;
  std::string error_;
};

}  // namespace mycity::app
