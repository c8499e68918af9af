#include "screens/machikoro/machikoro_info.hpp"

#include "i18n/translate.hpp"

namespace app {

const GameInfo& machikoro_info() {
  // Its words share the app's one catalog; its art (assets/art/machikoro/) is drawn by its
  // screens through the app's one art cache, under "machikoro/" names (card_art.cpp).
  static const GameInfo info{.id = "machikoro",
                             .name = i18n::marked("Machi Koro"),
                             .text_domain = "mycity",
                             .art_dir = "",
                             .switches = {},
                             .choices = {kPace}};
  return info;
}

machikoro::session::Pace chosen_pace(const Settings& settings) {
  return static_cast<machikoro::session::Pace>(chosen(settings, machikoro_info(), kPace));
}

}  // namespace app
