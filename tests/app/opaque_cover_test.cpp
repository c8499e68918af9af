// opaque_cover() (src/app/partial_redraw.hpp): the part of a damage rectangle that an
// opaque picture or fill overwrites whole, which the partial redraw need not clear first.
#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>  // ImDrawListSharedData: a list without an ImGui context

#include <catch2/catch.hpp>

#include "list_picture.hpp"
#include "partial_redraw.hpp"

namespace mycity::app {
namespace {

constexpr int kSize = 200;

// A software renderer on a surface of its own, a picture texture and a draw list.
struct Scene {
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, kSize, kSize, 32, SDL_PIXELFORMAT_ARGB8888);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  SDL_Texture* picture =
      SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 100, 80);
  ImDrawListSharedData shared;
  ImDrawList list{&shared};

  Scene() {
    REQUIRE(picture != nullptr);
    SDL_SetTextureBlendMode(picture, SDL_BLENDMODE_NONE);  // as ListPicture's
    shared.ClipRectFullscreen = {0, 0, kSize, kSize};
    shared.SetCircleTessellationMaxError(0.30f);  // as ImGuiStyle sets it
    list._ResetForNewFrame();
    list.PushClipRectFullScreen();
  }
  ~Scene() {
    SDL_DestroyTexture(picture);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
  }
  Scene(const Scene&) = delete;
  Scene& operator=(const Scene&) = delete;

  std::optional<SDL_Rect> cover(const SDL_Rect& part) {
    OneListDrawData one(list, {kSize, kSize}, 1.0f);
    return opaque_cover(renderer, one.data, part);
  }
};

bool equal(const std::optional<SDL_Rect>& r, const SDL_Rect& expected) {
  return r && SDL_RectEquals(&*r, &expected);
}

}  // namespace

TEST_CASE("an opaque picture covers its rectangle but a pixel at each edge", "[app][frame-cache]") {
  Scene s;
  s.list.AddRectFilled({0, 0}, {kSize, kSize}, IM_COL32(9, 9, 9, 200));  // under it
  s.list.AddImage(s.picture, {20, 30}, {120, 110});
  CHECK(equal(s.cover({0, 0, kSize, kSize}), {21, 31, 98, 78}));
  CHECK(equal(s.cover({50, 50, 100, 100}), {50, 50, 69, 59}));  // within the part only
  CHECK_FALSE(s.cover({150, 150, 20, 20}));                     // not in the part
}

TEST_CASE("a picture covers nothing outside its clip rectangle", "[app][frame-cache]") {
  Scene s;
  s.list.PushClipRect({40, 40}, {70, 90});
  s.list.AddImage(s.picture, {20, 30}, {120, 110});
  s.list.PopClipRect();
  CHECK(equal(s.cover({0, 0, kSize, kSize}), {40, 40, 30, 50}));
}

TEST_CASE("a rectangle of an opaque colour covers what it fills but a pixel at each edge",
          "[app][frame-cache]") {
  Scene s;
  s.list.AddRectFilled({20.5f, 30}, {120, 110.5f}, IM_COL32(9, 9, 9, 255));
  s.list.AddCircleFilled({150, 150}, 40, IM_COL32(9, 9, 9, 255));  // no rectangle: no cover
  CHECK(equal(s.cover({0, 0, kSize, kSize}), {22, 31, 97, 78}));
  CHECK(equal(s.cover({100, 0, 100, kSize}), {100, 31, 19, 78}));
}

TEST_CASE("translucent pictures and fills cover nothing", "[app][frame-cache]") {
  SECTION("a texture drawn with blending") {
    Scene s;
    SDL_SetTextureBlendMode(s.picture, SDL_BLENDMODE_BLEND);
    s.list.AddImage(s.picture, {20, 30}, {120, 110});
    CHECK_FALSE(s.cover({0, 0, kSize, kSize}));
  }
  SECTION("a translucent tint") {
    Scene s;
    s.list.AddImage(s.picture, {20, 30}, {120, 110}, {0, 0}, {1, 1}, IM_COL32(255, 255, 255, 200));
    CHECK_FALSE(s.cover({0, 0, kSize, kSize}));
  }
  SECTION("a translucent fill") {
    Scene s;
    s.list.AddRectFilled({20, 30}, {120, 110}, IM_COL32(9, 9, 9, 254));
    CHECK_FALSE(s.cover({0, 0, kSize, kSize}));
  }
}

TEST_CASE("of two pictures the one covering more of the part is taken", "[app][frame-cache]") {
  Scene s;
  SDL_Texture* other =
      SDL_CreateTexture(s.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 10, 10);
  SDL_SetTextureBlendMode(other, SDL_BLENDMODE_NONE);
  s.list.AddImage(s.picture, {0, 0}, {30, 30});
  s.list.AddImage(other, {40, 40}, {190, 190});  // a command of its own: another texture
  CHECK(equal(s.cover({0, 0, kSize, kSize}), {41, 41, 148, 148}));
  SDL_DestroyTexture(other);
}

}  // namespace mycity::app
