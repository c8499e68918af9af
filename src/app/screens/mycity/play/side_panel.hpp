// The right of the play screen: the revealed building's card, what the ghost says, and the
// action buttons (which add commands), over the panel the thumbnails share.
#pragma once

#include "mycity/session/play_layout.hpp"
#include "screens/mycity/play/play_commands.hpp"
#include "screens/mycity/play/play_source.hpp"

namespace app {

void draw_side_panel(UiFrame& frame, const PlayTable& game,
                     const mycity::session::PlayLayout& layout, const PlayUiState& ui,
                     PlaySource& source, PlayCommands& out);

}  // namespace app
