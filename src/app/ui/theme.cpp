#include "ui/theme.hpp"

namespace app {
namespace {

ImVec4 rgb(int r, int g, int b, float a = 1.0f) {
  return {static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f,
          static_cast<float>(b) / 255.0f, a};
}

}  // namespace

void apply_theme(float ui_scale) {
  ImGuiStyle style;
  ImGui::StyleColorsLight(&style);
  style.WindowPadding = {18, 16};
  style.FramePadding = {12, 7};
  style.ItemSpacing = {10, 9};
  style.ItemInnerSpacing = {8, 6};
  style.ScrollbarSize = 16;
  style.GrabMinSize = 14;
  style.WindowRounding = 10;
  style.ChildRounding = 8;
  style.FrameRounding = 7;
  style.PopupRounding = 7;
  style.ScrollbarRounding = 8;
  style.GrabRounding = 6;
  style.WindowBorderSize = 2;
  style.FrameBorderSize = 1;
  style.ChildBorderSize = 1;
  style.WindowTitleAlign = {0.5f, 0.5f};

  ImVec4* c = style.Colors;
  c[ImGuiCol_Text] = rgb(52, 38, 24);
  c[ImGuiCol_TextDisabled] = rgb(140, 122, 100);
  c[ImGuiCol_WindowBg] = rgb(250, 244, 226);
  c[ImGuiCol_ChildBg] = rgb(255, 251, 240, 0.9f);
  c[ImGuiCol_PopupBg] = rgb(252, 247, 232, 0.98f);
  c[ImGuiCol_Border] = rgb(120, 86, 48, 0.9f);
  c[ImGuiCol_BorderShadow] = rgb(0, 0, 0, 0.0f);
  c[ImGuiCol_FrameBg] = rgb(238, 226, 196);
  c[ImGuiCol_FrameBgHovered] = rgb(245, 222, 160);
  c[ImGuiCol_FrameBgActive] = rgb(240, 200, 110);
  c[ImGuiCol_TitleBg] = rgb(214, 190, 140);
  c[ImGuiCol_TitleBgActive] = rgb(200, 170, 110);
  c[ImGuiCol_ScrollbarBg] = rgb(240, 232, 210, 0.6f);
  c[ImGuiCol_ScrollbarGrab] = rgb(190, 160, 110);
  c[ImGuiCol_ScrollbarGrabHovered] = rgb(170, 136, 84);
  c[ImGuiCol_ScrollbarGrabActive] = rgb(150, 112, 62);
  c[ImGuiCol_CheckMark] = rgb(60, 120, 50);
  c[ImGuiCol_SliderGrab] = rgb(110, 150, 70);
  c[ImGuiCol_SliderGrabActive] = rgb(80, 125, 50);
  c[ImGuiCol_Button] = rgb(232, 214, 170);
  c[ImGuiCol_ButtonHovered] = rgb(244, 204, 96);
  c[ImGuiCol_ButtonActive] = rgb(226, 170, 60);
  c[ImGuiCol_Header] = rgb(232, 214, 170);
  c[ImGuiCol_HeaderHovered] = rgb(244, 204, 96);
  c[ImGuiCol_HeaderActive] = rgb(226, 170, 60);
  c[ImGuiCol_Separator] = rgb(190, 160, 120);
  c[ImGuiCol_NavHighlight] = rgb(60, 120, 50);

  style.ScaleAllSizes(ui_scale);
  ImGui::GetStyle() = style;
}

}  // namespace app
