// The look of the UI: a warm, paper-and-wood board-game palette.
#pragma once

#include <imgui.h>

namespace app {

// Resets ImGui's style to the game's theme at `ui_scale` (sizes, paddings, roundings).
void apply_theme(float ui_scale);

namespace palette {
// `colour` with its alpha set to `alpha` (0 to 255): the same colour, more or less see-through.
constexpr ImU32 with_alpha(ImU32 colour, int alpha) {
  return (colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT);
}

// The wooden table under every screen: the app clears each frame with it.
inline constexpr ImU32 kTable = IM_COL32(74, 58, 40, 255);
// Opaque: the colour a 96 % cream panel had over the table.
inline constexpr ImU32 kPanel = IM_COL32(243, 237, 219, 255);
inline constexpr ImU32 kPanelBorder = IM_COL32(120, 86, 48, 255);
inline constexpr ImU32 kInk = IM_COL32(52, 38, 24, 255);
inline constexpr ImU32 kInkSoft = IM_COL32(110, 90, 66, 255);
inline constexpr ImU32 kShade = IM_COL32(16, 24, 12, 110);
inline constexpr ImU32 kWarn = IM_COL32(170, 40, 30, 255);  // errors, rule warnings
// Words straight on the wooden table: light, a quieter line, an error.
inline constexpr ImU32 kOnTable = IM_COL32(255, 246, 222, 255);
inline constexpr ImU32 kOnTableSoft = IM_COL32(237, 224, 199, 255);
inline constexpr ImU32 kOnTableWarn = IM_COL32(255, 153, 128, 255);
// The end screen's festival: winners in gold, the banner, bunting in the building colours.
inline constexpr ImU32 kGold = IM_COL32(214, 168, 46, 255);
inline constexpr ImU32 kBanner = IM_COL32(250, 244, 226, 240);
inline constexpr ImU32 kRope = IM_COL32(90, 70, 50, 255);
inline constexpr ImU32 kBunting[] = {IM_COL32(236, 190, 60, 255),  IM_COL32(200, 70, 55, 255),
                                     IM_COL32(70, 120, 190, 255),  IM_COL32(130, 90, 160, 255),
                                     IM_COL32(140, 140, 140, 255), kGold};
// Cells a score line or a round's building points at, on a board dimmed by the shade.
inline constexpr ImU32 kHighlight = IM_COL32(255, 214, 40, 255);
inline constexpr ImU32 kBoardShade = IM_COL32(20, 20, 20, 90);
// Art as painted: a white tint changes nothing; see-through art is this with less alpha.
inline constexpr ImU32 kArtAsDrawn = IM_COL32_WHITE;
// The play table: the board's frame; the ghost where it fits (and the dots of the legal
// places), where it does not, its art and its edge once placed; the words that it fits.
inline constexpr ImU32 kBoardFrame = IM_COL32(48, 36, 22, 255);
inline constexpr ImU32 kLegalTone = IM_COL32(46, 160, 70, 255);
inline constexpr ImU32 kIllegalTone = IM_COL32(205, 50, 40, 255);
inline constexpr ImU32 kGhostArt = with_alpha(kArtAsDrawn, 165);
inline constexpr ImU32 kPlacedEdge = IM_COL32(255, 248, 220, 255);
inline constexpr ImU32 kLegalDotRing = IM_COL32(255, 255, 255, 230);
inline constexpr ImU32 kGoodText = IM_COL32(30, 110, 50, 255);
// The broken rule's note beside the ghost; the key hints' band and its words.
inline constexpr ImU32 kReasonNote = IM_COL32(60, 16, 12, 225);
inline constexpr ImU32 kReasonText = IM_COL32(255, 236, 225, 255);
inline constexpr ImU32 kHintsBand = IM_COL32(30, 22, 14, 150);
inline constexpr ImU32 kHintsText = IM_COL32(246, 236, 210, 255);
// The revealed card behind its building; the dark edge of a building's cells, and the white
// line over it that marks the building a round revealed.
inline constexpr ImU32 kCardFace = IM_COL32(236, 226, 198, 255);
inline constexpr ImU32 kBuildingEdge = IM_COL32(40, 28, 18, 255);
inline constexpr ImU32 kRevealedLine = IM_COL32_WHITE;
// A dropped-out player's city: shaded, "dropped out" over it.
inline constexpr ImU32 kDroppedShade = IM_COL32(30, 30, 30, 140);
inline constexpr ImU32 kDroppedText = IM_COL32_WHITE;
// The supply band: a building's edge, its tile back when turned over and the cross on it,
// the panel's cream over a built one; art of what is out of play.
inline constexpr ImU32 kSilhouetteEdge = with_alpha(kBuildingEdge, 160);
inline constexpr ImU32 kTileBack = IM_COL32(128, 104, 78, 255);
inline constexpr ImU32 kTileCross = IM_COL32(250, 244, 228, 255);
inline constexpr ImU32 kBuiltDim = IM_COL32(243, 237, 219, 175);
inline constexpr ImU32 kFadedArt = with_alpha(kArtAsDrawn, 110);
// The campaign: cells chosen on a city's board, progress symbols filled and empty.
inline constexpr ImU32 kCampaignMark = IM_COL32(255, 200, 40, 255);
inline constexpr ImU32 kProgressFilled = IM_COL32(200, 150, 30, 255);
inline constexpr ImU32 kProgressEmpty = IM_COL32(120, 100, 70, 255);
// Stickers placed and not yet confirmed; the rule sheet's score badge words (on ink) and the
// episode being played in its table.
inline constexpr ImU32 kStickerPlaced = IM_COL32_WHITE;
inline constexpr ImU32 kBadgeText = IM_COL32(255, 250, 235, 255);
inline constexpr ImU32 kCurrentEpisode = IM_COL32(255, 214, 120, 140);
// Machi Koro's table: the four kinds of establishment (blue, green, red, purple), a landmark
// built and not yet, coins and what a turn moved of them; the player whose turn it is, the
// card a person picked (not yet built), the keyboard's card, a pile out of reach.
inline constexpr ImU32 kCardBlue = IM_COL32(60, 120, 200, 255);
inline constexpr ImU32 kCardGreen = IM_COL32(70, 150, 70, 255);
inline constexpr ImU32 kCardRed = IM_COL32(200, 60, 50, 255);
inline constexpr ImU32 kCardPurple = IM_COL32(130, 80, 170, 255);
inline constexpr ImU32 kLandmarkBuilt = IM_COL32(226, 178, 60, 255);
inline constexpr ImU32 kLandmarkUnbuilt = IM_COL32(214, 204, 180, 255);
inline constexpr ImU32 kCoin = IM_COL32(232, 186, 50, 255);
inline constexpr ImU32 kCoinEdge = IM_COL32(150, 106, 20, 255);
inline constexpr ImU32 kActiveCity = kGold;
inline constexpr ImU32 kPicked = IM_COL32(40, 150, 70, 255);
inline constexpr ImU32 kKeyboardFocus = IM_COL32(40, 100, 210, 255);
// The card or answer a person's hint points at (docs/machikoro.md, "Hint").
inline constexpr ImU32 kHinted = IM_COL32(225, 105, 20, 255);
inline constexpr ImU32 kHintText = IM_COL32(150, 62, 8, 255);  // its line, on a panel
inline constexpr ImU32 kOutOfReach = with_alpha(kPanel, 150);
// Dice: the face, its pips and its edge.
inline constexpr ImU32 kDieFace = IM_COL32(255, 252, 244, 255);
inline constexpr ImU32 kDiePip = IM_COL32(40, 30, 24, 255);
inline constexpr ImU32 kDieEdge = IM_COL32(90, 70, 50, 255);
// The seats of a game that has no player animals (Machi Koro), in seat order.
inline constexpr ImU32 kSeat[] = {IM_COL32(200, 70, 55, 255), IM_COL32(60, 112, 190, 255),
                                  IM_COL32(58, 140, 70, 255), IM_COL32(222, 156, 36, 255),
                                  IM_COL32(128, 86, 160, 255)};
// The menus' board darkens towards this as the menu dims it.
inline constexpr ImU32 kMenuDim = IM_COL32(24, 30, 18, 255);
}  // namespace palette

}  // namespace app
