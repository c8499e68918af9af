// The disc under each player animal's badge (a shadow, a ring in the player's colour, a
// cream face) as SVG art made from the player colours: one image, where three anti-aliased
// circles are many triangles for the software renderer.
#pragma once

#include <string>
#include <string_view>

#include "mycity/session/animals.hpp"

namespace app {

// How a disc is drawn, in hundredths of its diameter: a small badge (a thumbnail's) needs
// a thicker ring and a longer shadow to read as the large ones do.
struct BadgeDiscStyle {
  float ring = 6.0f;
  float shadow_dx = 2.0f;
  float shadow_dy = 3.5f;
};
inline constexpr BadgeDiscStyle kLargeBadgeDisc{6.0f, 2.0f, 3.5f};
inline constexpr BadgeDiscStyle kSmallBadgeDisc{10.0f, 4.0f, 7.0f};
// Badges smaller than this (points) use kSmallBadgeDisc.
inline constexpr float kSmallBadgeBelow = 32.0f;

// The disc of a player colour (0xRRGGBB) as SVG: the disc fills the top-left of the
// art, the shadow reaches below and to the right of it.
std::string badge_disc_svg(unsigned rgb, const BadgeDiscStyle& style);
// How many times the disc's diameter the art's side is.
float badge_art_scale(const BadgeDiscStyle& style);

// The disc art for a badge of `size` points: its name and style.
struct BadgeDiscArt {
  std::string_view name;
  const BadgeDiscStyle& style;
};
BadgeDiscArt badge_disc_art(const mycity::session::Animal& animal, float size);

class SvgCache;
// Gives `art` every animal's discs under their Animal::*badge_art names.
void add_badge_discs(SvgCache& art, const mycity::session::Animals& animals);

}  // namespace app
