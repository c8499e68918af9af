// draw_triangles() (src/app/opaque_fills.hpp) must draw exactly the pixels SDL's software
// renderer draws from the same triangles, while filling opaque rectangles without blending;
// how many it filled so shows that SDL's pairing of triangles was followed.
#include <SDL.h>
#include <imgui.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstring>
#include <vector>

#include "opaque_fills.hpp"

namespace mycity::app {
namespace {

constexpr int kSize = 64;
constexpr ImU32 kOpaque = IM_COL32(200, 40, 90, 255);
constexpr ImU32 kTranslucent = IM_COL32(20, 160, 90, 128);

// Triangles to draw: vertices and indices, as ImGui lists them.
struct Triangles {
  std::vector<ImDrawVert> vertices;
  std::vector<ImDrawIdx> indices;

  int vertex(float x, float y, ImU32 colour, ImVec2 uv = {0, 0}) {
    vertices.push_back(ImDrawVert{{x, y}, uv, colour});
    return static_cast<int>(vertices.size()) - 1;
  }
  void triangle(int a, int b, int c) {
    for (int k : {a, b, c}) indices.push_back(static_cast<ImDrawIdx>(k));
  }
  // A rectangle's corners, clockwise from the top-left, not yet in any triangle.
  std::array<int, 4> corners(float x0, float y0, float x1, float y1, ImU32 colour,
                             ImVec2 uv0 = {0, 0}, ImVec2 uv1 = {0, 0}) {
    return {vertex(x0, y0, colour, uv0), vertex(x1, y0, colour, {uv1.x, uv0.y}),
            vertex(x1, y1, colour, uv1), vertex(x0, y1, colour, {uv0.x, uv1.y})};
  }
  // As ImGui's PrimRect: two triangles sharing the diagonal from top-left to bottom-right.
  void rect(float x0, float y0, float x1, float y1, ImU32 colour, ImVec2 uv0 = {0, 0},
            ImVec2 uv1 = {0, 0}) {
    const auto [a, b, c, d] = corners(x0, y0, x1, y1, colour, uv0, uv1);
    triangle(a, b, c);
    triangle(a, c, d);
  }
};

// A software renderer drawing on a surface of its own, over a patterned background.
class Canvas {
 public:
  Canvas() {
    surface_ = SDL_CreateRGBSurfaceWithFormat(0, kSize, kSize, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(surface_ != nullptr);
    renderer_ = SDL_CreateSoftwareRenderer(surface_);
    REQUIRE(renderer_ != nullptr);
    auto* pixels = static_cast<Uint32*>(surface_->pixels);
    for (int i = 0; i < kSize * kSize; ++i) pixels[i] = 0xFF000000u | (i * 2654435761u >> 8);
  }
  ~Canvas() {
    if (texture_ != nullptr) SDL_DestroyTexture(texture_);
    SDL_DestroyRenderer(renderer_);
    SDL_FreeSurface(surface_);
  }
  Canvas(const Canvas&) = delete;
  Canvas& operator=(const Canvas&) = delete;

  SDL_Renderer* renderer() const { return renderer_; }
  // A blended 8x8 texture, white in its top-left texel (as ImGui's font atlas).
  SDL_Texture* texture() {
    if (texture_ == nullptr) {
      texture_ =
          SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, 8, 8);
      std::vector<Uint32> texels(64);
      for (int i = 0; i < 64; ++i) texels[static_cast<std::size_t>(i)] = 0x80000000u | (i * 40503u);
      texels[0] = 0xFFFFFFFFu;
      SDL_UpdateTexture(texture_, nullptr, texels.data(), 8 * 4);
      SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_BLEND);
    }
    return texture_;
  }
  std::vector<Uint32> pixels() {
    SDL_RenderFlush(renderer_);
    const auto* p = static_cast<const Uint32*>(surface_->pixels);
    return {p, p + kSize * kSize};
  }

 private:
  SDL_Surface* surface_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  SDL_Texture* texture_ = nullptr;
};

struct Drawn {
  std::vector<Uint32> sdl;   // SDL_RenderGeometryRaw's pixels
  std::vector<Uint32> ours;  // draw_triangles()'s pixels
  int filled = 0;            // rectangles draw_triangles() filled without blending
};

// A renderer's draw state other than SDL's own default (triangles without a texture are
// drawn in its blend mode).
void set_draw_state(SDL_Renderer* renderer, const SDL_Rect* clip) {
  SDL_RenderSetClipRect(renderer, clip);
  SDL_SetRenderDrawColor(renderer, 1, 2, 3, 4);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD);
}

// `t` drawn by SDL alone and by draw_triangles(), each on a fresh canvas.
Drawn draw_both(const Triangles& t, bool textured, const SDL_Rect* clip = nullptr) {
  Drawn out;
  {
    Canvas canvas;
    SDL_Texture* texture = textured ? canvas.texture() : nullptr;
    set_draw_state(canvas.renderer(), clip);
    const auto* base = reinterpret_cast<const char*>(t.vertices.data());
    SDL_RenderGeometryRaw(
        canvas.renderer(), texture,
        reinterpret_cast<const float*>(base + offsetof(ImDrawVert, pos)), sizeof(ImDrawVert),
        reinterpret_cast<const SDL_Color*>(base + offsetof(ImDrawVert, col)), sizeof(ImDrawVert),
        reinterpret_cast<const float*>(base + offsetof(ImDrawVert, uv)), sizeof(ImDrawVert),
        static_cast<int>(t.vertices.size()), t.indices.data(), static_cast<int>(t.indices.size()),
        sizeof(ImDrawIdx));
    out.sdl = canvas.pixels();
  }
  Canvas canvas;
  SDL_Texture* texture = textured ? canvas.texture() : nullptr;
  set_draw_state(canvas.renderer(), clip);
  out.filled = draw_triangles(canvas.renderer(), texture, t.vertices.data(),
                              static_cast<int>(t.vertices.size()), t.indices.data(),
                              static_cast<int>(t.indices.size()), true);
  Uint8 r = 0, g = 0, b = 0, a = 0;
  SDL_GetRenderDrawColor(canvas.renderer(), &r, &g, &b, &a);
  SDL_BlendMode mode = SDL_BLENDMODE_NONE;
  SDL_GetRenderDrawBlendMode(canvas.renderer(), &mode);
  CHECK((r == 1 && g == 2 && b == 3 && a == 4));  // the draw state as it was
  CHECK(mode == SDL_BLENDMODE_ADD);
  out.ours = canvas.pixels();
  return out;
}

}  // namespace

TEST_CASE("draw_triangles fills an opaque rectangle without blending, pixels as SDL's",
          "[app][frame-cache]") {
  Triangles t;
  t.rect(4, 6, 40, 30, kOpaque);
  const Drawn drawn = draw_both(t, false);
  CHECK(drawn.filled == 1);
  CHECK(drawn.ours == drawn.sdl);
  CHECK(drawn.ours != Canvas().pixels());  // something was drawn
}

TEST_CASE("draw_triangles leaves translucent rectangles and texture copies to SDL",
          "[app][frame-cache]") {
  Triangles t;
  t.rect(4, 6, 40, 30, kTranslucent);
  t.rect(10, 10, 50, 50, kOpaque, {0.25f, 0.25f}, {0.75f, 0.75f});  // copies texels
  const Drawn drawn = draw_both(t, true);
  CHECK(drawn.filled == 0);
  CHECK(drawn.ours == drawn.sdl);
}

TEST_CASE("draw_triangles fills a rectangle of one texel (ImGui's solid shapes)",
          "[app][frame-cache]") {
  Triangles t;
  t.rect(2, 2, 30, 20, kTranslucent, {0.01f, 0.01f}, {0.01f, 0.01f});
  t.rect(8, 8, 60, 40, kOpaque, {0.01f, 0.01f}, {0.01f, 0.01f});
  const SDL_Rect clip{5, 5, 40, 30};  // the fill is clipped as SDL's is
  const Drawn drawn = draw_both(t, true, &clip);
  CHECK(drawn.filled == 1);
  CHECK(drawn.ours == drawn.sdl);
}

TEST_CASE("draw_triangles pairs triangles as SDL does", "[app][frame-cache]") {
  SECTION("a lone triangle before a rectangle is drawn as a triangle") {
    Triangles t;
    t.triangle(t.vertex(1, 1, kOpaque), t.vertex(20, 3, kOpaque), t.vertex(5, 25, kOpaque));
    t.rect(10, 12, 50, 40, kOpaque);
    t.triangle(t.vertex(60, 2, kTranslucent), t.vertex(62, 50, kTranslucent),
               t.vertex(30, 60, kTranslucent));
    const Drawn drawn = draw_both(t, false);
    CHECK(drawn.filled == 1);
    CHECK(drawn.ours == drawn.sdl);
  }
  SECTION("a triangle sharing two vertices with a rectangle's first is not its pair") {
    Triangles t;
    const auto [a, b, c, d] = t.corners(10, 10, 40, 40, kOpaque);
    t.triangle(a, c, t.vertex(60, 2, kOpaque));  // shares a and c, no right angle
    t.triangle(a, b, c);
    t.triangle(a, c, d);  // the rectangle: paired with (a, b, c)
    const Drawn drawn = draw_both(t, false);
    CHECK(drawn.filled == 1);
    CHECK(drawn.ours == drawn.sdl);
  }
  SECTION("after a rectangle SDL pairs afresh: its second triangle is no one's first") {
    Triangles t;
    const auto [a, b, c, d] = t.corners(10, 10, 40, 40, kOpaque);
    t.triangle(a, b, c);
    t.triangle(a, c, d);  // a rectangle with the one before
    t.triangle(a, b, c);  // would make one with the one before, but SDL has paired that
    const Drawn drawn = draw_both(t, false);
    CHECK(drawn.filled == 1);
    CHECK(drawn.ours == drawn.sdl);
  }
  SECTION("rectangles one after another are each filled") {
    Triangles t;
    for (int i = 0; i < 5; ++i) {
      const auto x = static_cast<float>(i * 12);
      t.rect(x, x, x + 10, x + 14, i % 2 == 0 ? kOpaque : kTranslucent);
    }
    const Drawn drawn = draw_both(t, false);
    CHECK(drawn.filled == 3);
    CHECK(drawn.ours == drawn.sdl);
  }
}

TEST_CASE("draw_triangles hands everything to other renderers unchanged", "[app][frame-cache]") {
  Triangles t;
  t.rect(4, 6, 40, 30, kOpaque);
  Canvas canvas;
  const int filled = draw_triangles(canvas.renderer(), nullptr, t.vertices.data(),
                                    static_cast<int>(t.vertices.size()), t.indices.data(),
                                    static_cast<int>(t.indices.size()), false);
  CHECK(filled == 0);
  CHECK(canvas.pixels()[static_cast<std::size_t>(10 * kSize + 10)] == 0xFFC8285Au);
}

}  // namespace mycity::app
