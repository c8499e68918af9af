// Opaque rectangles drawn as copies, which SDL's software renderer does far faster than fills.
#pragma once

#include <imgui.h>

#include <cstddef>
#include <unordered_map>

struct SDL_Renderer;
struct SDL_Texture;

namespace app {

// Why: SDL's software renderer blends every filled rectangle, opaque or not, while a texture in
// the window's pixel format with blending off is copied: an opaque panel drawn as its colour's
// texture, stretched, costs a fraction of the fill (docs/performance.md).
class SolidFills {
 public:
  explicit SolidFills(SDL_Renderer* renderer) : renderer_(renderer) {}
  ~SolidFills();
  SolidFills(const SolidFills&) = delete;
  SolidFills& operator=(const SolidFills&) = delete;

  // A texture of the opaque `colour`, or null: none can be made, or kMaxColours are kept.
  ImTextureID texture(ImU32 colour);
  static constexpr std::size_t kMaxColours = 64;
  // Forgets every texture (the renderer lost them).
  void clear();

 private:
  SDL_Renderer* renderer_;
  std::unordered_map<ImU32, SDL_Texture*> textures_;
};

// The fills that fill_rect uses from now on, as ImGui has a current context; none (tests that
// make no app): fills as ImGui draws them.
void use_solid_fills(SolidFills* fills);

// Looks like ImDrawList::AddRectFilled(min, max, colour): a large opaque rectangle as a copy.
void fill_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour);

}  // namespace app
