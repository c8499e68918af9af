// The campaign's sticker phases (R51-R53): each player places the start or reward
// stickers in turn; the stickers placed stay tentative, the last one can be taken back,
// until the players confirm them all (CampaignSession).
#pragma once

#include <string>

#include "mycity/session/term_words.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class CampaignHub;
}  // namespace mycity::session

namespace app {

// `error`: why the last cell clicked takes no sticker, kept between frames.
void draw_sticker_phase(UiFrame& frame, const mycity::session::TermWords& words,
                        mycity::session::CampaignHub& hub, std::string& error);

}  // namespace app
