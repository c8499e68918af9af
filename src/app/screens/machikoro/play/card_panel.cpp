#include "screens/machikoro/play/card_panel.hpp"

#include <cmath>

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "screens/machikoro/play/card_art.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app::mk {

using i18n::tr;

void draw_card_panel(UiFrame& frame, const machikoro::Game& game, machikoro::CardRef card,
                     Commands& out) {
  const float s = frame.ui_scale;
  const machikoro::CardSet& cards = game.cards();
  begin_centered_panel("##card", 420.0f * s, 0.8f);
  const float badge = std::round(48.0f * s);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* list = ImGui::GetWindowDrawList();
  if (card.landmark)
    draw_landmark_badge(list, frame, cards.landmark(card.index), at, badge,
                        game.player(game.active()).built(card.index));
  else
    draw_card_badge(list, frame, cards.establishment(card.index), at, badge);
  ImGui::Dummy({badge, badge});
  ImGui::SameLine();
  ImGui::PushFont(frame.fonts.heading);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (badge - ImGui::GetTextLineHeight()) * 0.5f);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextWrapped("%s", machikoro::session::card_name(cards, card).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::Spacing();
  wrapped_text(card_words(cards, card, game.setup().edition), palette::kInk);
  ImGui::Spacing();
  // TRANSLATORS: Machi Koro: closes the card's words ("C" and "Esc" name keys).
  if (wide_button((tr("Close (C or Esc)") + "###close").c_str(), 40.0f * s))
    out.push_back({.kind = Command::Kind::ToggleCard});
  ImGui::End();
}

}  // namespace app::mk
