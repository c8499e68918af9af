#include "play_driver.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>

#include "ui/settings.hpp"

namespace app::test {

using mycity::session::compute_play_layout;
using mycity::session::EternityTable;
using mycity::session::PlayLayout;

const EternityTable& PlayDriver::game() const {
  const EternityTable* game = app_.mycity().game_hub().game();
  REQUIRE(game != nullptr);
  return *game;
}

PlayLayout PlayDriver::layout() const {
  int width = 0;
  int height = 0;
  SDL_GetWindowSize(app_.app().window(), &width, &height);
  const mycity::Game& g = turns().game();
  const mycity::BoardLayout& board = g.player(turns().seat()).city.layout();
  const float w = static_cast<float>(width);
  const float h = static_cast<float>(height);
  return compute_play_layout(w, h, board.width, board.height, g.player_count() - 1,
                             fitted_ui_scale(w, h, ui_scale_), 1.0f);
}

Point PlayDriver::cell_point(mycity::Cell c) const {
  const PlayLayout l = layout();
  return {l.cell_centre_x(c.x), l.cell_centre_y(c.y)};
}

void PlayDriver::hover(mycity::Cell c) {
  app_.move_to({2, 2});
  app_.frames(1);
  app_.move_to(cell_point(c));
  app_.frames(1);
  REQUIRE(turns().cursor() == c);
}

void PlayDriver::take_seat() {
  app_.key(SDLK_RETURN);
  REQUIRE(turns().phase() == mycity::session::TurnController::Phase::Acting);
}

void PlayDriver::place_at(mycity::Cell c) {
  hover(c);
  app_.click(cell_point(c));
  REQUIRE(turns().tentative());
}

mycity::Cell PlayDriver::illegal_cell() const {
  const std::vector<mycity::Cell> legal = turns().legal_cursor_cells();
  const PlayLayout l = layout();
  std::optional<mycity::Cell> best;
  float best_distance = 0;
  for (int y = 0; y < l.board_h; ++y) {
    for (int x = 0; x < l.board_w; ++x) {
      const mycity::Cell c{x, y};
      if (std::find(legal.begin(), legal.end(), c) != legal.end()) continue;
      const float distance = std::hypot(static_cast<float>(x) - static_cast<float>(l.board_w) / 2,
                                        static_cast<float>(y) - static_cast<float>(l.board_h) / 2);
      if (!best || distance < best_distance) {
        best = c;
        best_distance = distance;
      }
    }
  }
  REQUIRE(best);
  return *best;
}

}  // namespace app::test
