#include "screens/mycity/animal_badges.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "screens/mycity/paint/badge_art.hpp"
#include "screens/mycity/paint/board_view.hpp"

namespace app {

void animal_row(UiFrame& frame, const mycity::session::Animals& animals, float size) {
  const float gap = size * 0.35f;
  const int count = animals.count();
  const float total = size * static_cast<float>(count) + gap * static_cast<float>(count - 1);
  const float avail = ImGui::GetContentRegionAvail().x;
  ImVec2 pos = ImGui::GetCursorScreenPos();
  pos.x += std::max(0.0f, (avail - total) * 0.5f);
  ImDrawList* list = ImGui::GetWindowDrawList();
  for (int a = 0; a < count; ++a) {
    draw_animal_badge(list, frame, animals, a, {pos.x + size * 0.5f, pos.y + size * 0.5f}, size);
    pos.x += size + gap;
  }
  ImGui::Dummy({avail, size});
}

ImU32 animal_colour(const mycity::session::Animals& animals, int animal, int alpha) {
  const unsigned rgb = animals.at(animal).colour;
  return IM_COL32((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF, alpha);
}

namespace {

// A badge's art, `size` points across centred on `centre`: its disc, then the animal.
struct BadgePiece {
  std::string_view art;
  ImVec2 min;
  ImVec2 max;
};

std::array<BadgePiece, 2> badge_pieces(const mycity::session::Animal& a, ImVec2 centre,
                                       float size) {
  const float r = size * 0.5f;
  const BadgeDiscArt disc = badge_disc_art(a, size);
  const float side = size * badge_art_scale(disc.style);
  const float inset = size * 0.12f;
  return {BadgePiece{
              disc.name, {centre.x - r, centre.y - r}, {centre.x - r + side, centre.y - r + side}},
          BadgePiece{a.art,
                     {centre.x - r + inset, centre.y - r + inset},
                     {centre.x + r - inset, centre.y + r - inset}}};
}

}  // namespace

void draw_animal_badge(ImDrawList* list, UiFrame& frame, const mycity::session::Animals& animals,
                       int animal, ImVec2 centre, float size) {
  for (const BadgePiece& piece : badge_pieces(animals.at(animal), centre, size))
    draw_art(list, frame.art, piece.art, piece.min, piece.max, frame.pixel_density);
}

}  // namespace app
