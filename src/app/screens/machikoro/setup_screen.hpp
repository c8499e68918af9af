// A new Machi Koro game: 2-5 seats, each a person or a computer player (a strength or a
// personality) with a name and a seat colour; the base game or Plus, the market, the first
// player and the purple_out house rule. It starts from the last game's choices.
#pragma once

#include <array>
#include <limits>
#include <string>
#include <vector>

#include "machikoro/session/game_hub.hpp"
#include "ui/screen.hpp"

namespace app {

class MachiKoroSetupScreen : public Screen {
 public:
  explicit MachiKoroSetupScreen(machikoro::session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  struct Seat {
    std::array<char, 48> name{};
    int kind = 0;  // 0: a person; k: computer_players()[k - 1]
  };
  void add_seat(const std::string& name, const std::string& computer);
  // The names typed in the seats, trimmed ("" for a seat left to its hint).
  std::vector<std::string> typed_names() const;
  // The seat becomes the person picked from the roster (nothing when none was).
  static void fill_from(const table::RememberedPlayer* person, Seat& seat);
  void draw_seats();
  void draw_seat(std::size_t index, const std::string& hint, const std::vector<std::string>& kinds,
                 const std::vector<std::string>& notes);
  void draw_options();
  machikoro::session::NewTable request() const;
  void start(UiFrame& frame);

  machikoro::session::GameHub& hub_;
  std::vector<Seat> seats_;
  machikoro::session::NewTable options_;  // all but the seats
  std::string error_;
  // The seats' and choices' height, and the footer's, last frame: the first frame gives the
  // seats all the room there is, so nothing starts out of sight.
  float body_height_ = std::numeric_limits<float>::max();
  float footer_height_ = 0;
};

}  // namespace app
