#include "screens/mycity/paint/badge_art.hpp"

#include <algorithm>
#include <cstdio>

#include "paint/svg_cache.hpp"

namespace app {

float badge_art_scale(const BadgeDiscStyle& style) {
  return 1.0f + std::max(style.shadow_dx, style.shadow_dy) / 100.0f;
}

std::string badge_disc_svg(unsigned rgb, const BadgeDiscStyle& style) {
  // The disc: diameter 100 at (0, 0); the shadow as palette::kShade (rgb 16 24 12,
  // alpha 110). Why 128 as the art's size: SDL_image scales it by (pixels asked / 128), a
  // power of two, so the art comes back at exactly the size asked, as square art files do.
  const float side = 100.0f * badge_art_scale(style);
  char svg[640];
  std::snprintf(svg, sizeof svg,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"128\" height=\"128\" "
                "viewBox=\"0 0 %g %g\">"
                "<circle cx=\"%g\" cy=\"%g\" r=\"50\" fill=\"#10180c\" fill-opacity=\"0.43\"/>"
                "<circle cx=\"50\" cy=\"50\" r=\"50\" fill=\"#%06x\"/>"
                "<circle cx=\"50\" cy=\"50\" r=\"%g\" fill=\"#fffaec\"/>"
                "</svg>",
                side, side, 50.0f + style.shadow_dx, 50.0f + style.shadow_dy, rgb & 0xFFFFFFu,
                50.0f - style.ring);
  return svg;
}

BadgeDiscArt badge_disc_art(const mycity::session::Animal& animal, float size) {
  if (size < kSmallBadgeBelow) return {animal.small_badge_art, kSmallBadgeDisc};
  return {animal.badge_art, kLargeBadgeDisc};
}

void add_badge_discs(SvgCache& art, const mycity::session::Animals& animals) {
  for (const mycity::session::Animal& animal : animals.all()) {
    art.add_generated(animal.badge_art, badge_disc_svg(animal.colour, kLargeBadgeDisc));
    art.add_generated(animal.small_badge_art, badge_disc_svg(animal.colour, kSmallBadgeDisc));
  }
}

}  // namespace app
