// What the app knows of a game before any window opens: its name, where its words and art
// are.
#pragma once

#include <string_view>

namespace mycity::app {

struct GameInfo {
  std::string_view id;           // never changes
  const char* name;              // English, shown through i18n::tr
  std::string_view text_domain;  // the gettext catalog its words are in (po/)
  std::string_view art_dir;      // its art, under assets/; "" for none yet
};

}  // namespace mycity::app
