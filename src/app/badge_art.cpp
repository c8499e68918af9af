#include "badge_art.hpp"

#include <cstdio>

#include "art.hpp"
#include "svg_cache.hpp"

namespace mycity::app {

std::string badge_disc_svg(unsigned rgb) {
  // The disc: diameter 100 at (0, 0); ring 6 % of the diameter; the shadow as
  // palette::kShade (rgb 16 24 12, alpha 110), shifted down and right.
  char svg[512];
  std::snprintf(svg, sizeof svg,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"104\" height=\"104\" "
                "viewBox=\"0 0 104 104\">"
                "<circle cx=\"52\" cy=\"53.5\" r=\"50\" fill=\"#10180c\" fill-opacity=\"0.43\"/>"
                "<circle cx=\"50\" cy=\"50\" r=\"50\" fill=\"#%06x\"/>"
                "<circle cx=\"50\" cy=\"50\" r=\"44\" fill=\"#fffaec\"/>"
                "</svg>",
                rgb & 0xFFFFFFu);
  return svg;
}

void add_badge_discs(SvgCache& art) {
  for (const Animal& animal : kPlayerAnimals)
    art.add_generated(std::string(animal.badge_art), badge_disc_svg(animal.colour));
}

}  // namespace mycity::app
