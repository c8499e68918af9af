// PictureCache (src/app/paint/picture_cache.hpp): art shown from a picture holds the art's
// pixels, the same art finds its picture again, and changed art is drawn anew.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>

#include <catch2/catch.hpp>

#include "paint/picture_cache.hpp"

namespace app {
namespace {

constexpr int kSide = 32;

// A software renderer drawing into a surface, with ImGui and its SDL_Renderer backend.
struct Canvas {
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, kSide, kSide, 32, SDL_PIXELFORMAT_ARGB8888);
  SDL_Renderer* renderer = surface != nullptr ? SDL_CreateSoftwareRenderer(surface) : nullptr;
  ImGuiContext* context = ImGui::CreateContext();
  Canvas() {
    ImGui::GetIO().Fonts->Build();
    if (renderer != nullptr) ImGui_ImplSDLRenderer_Init(renderer);
  }
  ~Canvas() {
    if (renderer != nullptr) ImGui_ImplSDLRenderer_Shutdown();
    ImGui::DestroyContext(context);
    if (renderer != nullptr) SDL_DestroyRenderer(renderer);
    if (surface != nullptr) SDL_FreeSurface(surface);
  }
  // A fresh list covering the canvas, as a frame's would.
  ImDrawList& list() {
    list_._Data = ImGui::GetDrawListSharedData();
    list_._ResetForNewFrame();
    list_.PushClipRect({0, 0}, {kSide, kSide});
    list_.PushTextureID(ImGui::GetIO().Fonts->TexID);
    return list_;
  }
  // Draws `list` onto the surface, cleared black first.
  void render(ImDrawList& drawn) {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    ImDrawList* lists[] = {&drawn};
    ImDrawData data;
    data.Valid = true;
    data.CmdLists = lists;
    data.CmdListsCount = 1;
    data.TotalVtxCount = drawn.VtxBuffer.Size;
    data.TotalIdxCount = drawn.IdxBuffer.Size;
    data.DisplaySize = {kSide, kSide};
    data.FramebufferScale = {1, 1};
    ImGui_ImplSDLRenderer_RenderDrawData(&data);
  }
  Uint32 pixel(int x, int y) const {
    const auto* row = static_cast<const Uint8*>(surface->pixels) + y * surface->pitch;
    return reinterpret_cast<const Uint32*>(row)[x] & 0xFFFFFFu;
  }
  ImDrawList list_{nullptr};
};

// Art that fills its square in one colour.
PictureCache::Art square(ImU32 colour) {
  return [colour](ImDrawList* into, ImVec2 at) {
    into->AddRectFilled(at, {at.x + 16, at.y + 16}, colour);
  };
}

// The texture the last command of `list` shows.
ImTextureID shown(const ImDrawList& list) {
  return list.CmdBuffer.back().ElemCount > 0 ? list.CmdBuffer.back().GetTexID()
                                             : list.CmdBuffer[list.CmdBuffer.Size - 2].GetTexID();
}

}  // namespace

TEST_CASE("art shown from its picture is the art, found again while it stays the same",
          "[app][art]") {
  Canvas canvas;
  REQUIRE(canvas.renderer != nullptr);
  PictureCache pictures(canvas.renderer);

  ImDrawList& first = canvas.list();
  pictures.draw(&first, {8, 8}, {16, 16}, 1.0f, 0, square(IM_COL32(200, 40, 30, 255)));
  const ImTextureID red = shown(first);
  canvas.render(first);
  CHECK(canvas.pixel(10, 10) == 0xC8281Eu);  // inside the picture: the art's colour
  CHECK(canvas.pixel(4, 4) == 0u);           // outside it: nothing drawn

  pictures.end_frame();
  ImDrawList& again = canvas.list();
  pictures.draw(&again, {0, 0}, {16, 16}, 1.0f, 0, square(IM_COL32(200, 40, 30, 255)));
  CHECK(shown(again) == red);  // elsewhere on screen, the same picture

  ImDrawList& changed = canvas.list();
  pictures.draw(&changed, {8, 8}, {16, 16}, 1.0f, 0, square(IM_COL32(30, 60, 200, 255)));
  CHECK(shown(changed) != red);
  canvas.render(changed);
  CHECK(canvas.pixel(10, 10) == 0x1E3CC8u);

  ImDrawList& new_art = canvas.list();  // the art cache freed a texture: drawn anew
  pictures.draw(&new_art, {8, 8}, {16, 16}, 1.0f, 1, square(IM_COL32(200, 40, 30, 255)));
  CHECK(shown(new_art) != red);
}

}  // namespace app
