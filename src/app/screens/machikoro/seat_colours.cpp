#include "screens/machikoro/seat_colours.hpp"

namespace app {

void seat_swatch(int seat, float size) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + size, at.y + size}, seat_colour(seat),
                                            ImGui::GetStyle().FrameRounding);
  ImGui::Dummy({size, size});
}

}  // namespace app
