// Clip rectangles as the ImGui 1.86 SDL_Renderer backend turns them into pixels, so that the
// frame cache can narrow every draw command to its damage rectangle without changing which
// of the damaged pixels a command draws.
#pragma once

#include <SDL_rect.h>
#include <imgui.h>

#include <optional>
#include <vector>

namespace mycity::app {

// The pixels `ImGui_ImplSDLRenderer_RenderDrawData` (imgui_impl_sdlrenderer.cpp, 1.86) lets
// a command with `clip` draw: projected with DisplayPos and FramebufferScale (the renderer
// has no scale of its own: SDL_RenderSetScale is never used), clamped to the framebuffer,
// truncated to ints. Zero width or height: the backend skips the command.
SDL_Rect backend_clip_pixels(const ImVec4& clip, const ImDrawData& data);

// A clip rectangle for which backend_clip_pixels() gives exactly `pixels` (which lies
// within the framebuffer); nullopt if float rounding at this scale allows none.
std::optional<ImVec4> clip_for_pixels(const SDL_Rect& pixels, const ImDrawData& data);

// Narrows every command of `data` to draw only within `damage` (pixels), exactly the
// pixels it drew there before. False, leaving `data` untouched, if a clip rectangle cannot
// be expressed (see clip_for_pixels).
bool clip_draw_data(ImDrawData& data, const SDL_Rect& damage);

// Why: narrowed to a small damage rectangle, a command still hands SDL every triangle, and
// SDL's software renderer queues and clips each one (thousands of art tiles and glyphs per
// frame); most of a damaged frame's cost was that. This puts in `kept[n]` the indices of
// list n's triangles that may touch `damage` (their pixel box, rounded out by one, meets
// it), swaps them into the list's IdxBuffer and points its commands at them; the caller
// swaps the buffers back (`kept` then holds the originals) and restores the commands.
// SDL_SW_RenderGeometryRaw pairs each triangle with the one before it and draws the pair
// as one rectangle blit when they share two indices and form an axis-aligned rectangle, so
// a run of triangles each sharing two indices with the one before is kept or dropped whole,
// and a command in which two kept triangles would newly meet sharing two indices keeps all
// of its triangles: every kept triangle is drawn exactly as before.
void keep_triangles_touching(ImDrawData& data, const SDL_Rect& damage,
                             std::vector<ImVector<ImDrawIdx>>& kept);

}  // namespace mycity::app
