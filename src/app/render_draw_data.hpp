// ImGui's draw data drawn with SDL_Renderer, as the ImGui 1.86 SDL_Renderer backend draws
// it, but with each command handed only the vertices it uses.
#pragma once

#include <imgui.h>

struct SDL_Renderer;

namespace mycity::app {

// Why: `ImGui_ImplSDLRenderer_RenderDrawData` passes SDL_RenderGeometryRaw every vertex
// from the command's VtxOffset to the end of its list, and SDL 2.26 checks the uv of each
// one before drawing anything: for a list of N vertices in C commands (one per art texture:
// a board's tiles make hundreds) that is C x N checks, a third of a 1080p frame's CPU time
// in the software renderer. Here each command gets the span of vertices its indices reach,
// with the indices made relative to the span's start: the same triangles, the same pixels.
// Everything else is the backend's: clip rectangles projected and truncated alike (see
// backend_clip.hpp), callbacks run, the renderer's viewport and clip rectangle restored.
// But for one fix: the vertices are projected like the clip rectangles, (position -
// DisplayPos) * FramebufferScale (the 1.86 backend hands SDL points, so at a pixel density
// other than 1 it draws the frame at the wrong size); the app never gives the renderer a
// scale of its own.
void render_draw_data(SDL_Renderer* renderer, const ImDrawData& data);

// Sets `renderer`'s draw colour to `colour` (IM_COL32: red in the low byte), opaque: the
// colour a frame or a picture is cleared with before its draw data.
void set_opaque_draw_colour(SDL_Renderer* renderer, ImU32 colour);

}  // namespace mycity::app
