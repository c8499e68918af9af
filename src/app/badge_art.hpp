// The disc under each player animal's badge (a shadow, a ring in the player's colour, a
// cream face) as SVG art made from the player colours. Why: drawn as three circles (ImGui
// triangle fans with anti-aliased fringes), the badges on screen cost SDL's software
// renderer about 1 ms of a 4-player turn change; as art it is one image each.
#pragma once

#include <string>

namespace mycity::app {

class SvgCache;

// The disc's art is this many times the disc's diameter on each side: the disc fills its
// top-left part, the shadow reaches below and to the right of it.
inline constexpr float kBadgeArtScale = 1.04f;

// The disc of a player colour (0xRRGGBB) as SVG.
std::string badge_disc_svg(unsigned rgb);
// Gives `art` every player animal's disc under its Animal::badge_art name.
void add_badge_discs(SvgCache& art);

}  // namespace mycity::app
