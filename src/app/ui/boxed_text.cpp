#include "ui/boxed_text.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string_view>

#include "ui/layout_audit.hpp"

namespace app {
namespace {

float width_of(ImFont* font, float size, std::string_view text) {
  return font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.data(), text.data() + text.size()).x;
}

// `text` broken at its spaces into lines of at most `width`; empty when one word is wider.
std::vector<std::string> wrapped_lines(ImFont* font, float size, std::string_view text,
                                       float width) {
  std::vector<std::string> lines;
  std::string line;
  for (std::size_t at = 0; at <= text.size();) {
    const std::size_t space = std::min(text.find(' ', at), text.size());
    const std::string word(text.substr(at, space - at));
    const std::string longer = line.empty() ? word : line + " " + word;
    if (width_of(font, size, longer) <= width) {
      line = longer;
    } else {
      if (line.empty() || width_of(font, size, word) > width) return {};
      lines.push_back(line);
      line = word;
    }
    at = space + 1;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

// `text` cut at a character boundary to fit `width` with "…" after it.
std::string cut_to(ImFont* font, float size, const std::string& text, float width) {
  const std::string ellipsis = "\xE2\x80\xA6";
  std::string cut = text;
  while (!cut.empty()) {
    while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();
    if (!cut.empty()) cut.pop_back();
    if (width_of(font, size, cut + ellipsis) <= width) return cut + ellipsis;
  }
  return ellipsis;
}

// `lines` at `size`, their width measured once.
BoxedText measured(ImFont* font, std::vector<std::string> lines, float size, bool whole) {
  float widest = 0;
  for (const std::string& line : lines) widest = std::max(widest, width_of(font, size, line));
  return {std::move(lines), size, widest, whole};
}

}  // namespace

BoxedText box_text(ImFont* font, float size, float smallest, const std::string& text, float width,
                   float height) {
  if (width_of(font, size, text) <= width) return measured(font, {text}, size, true);
  // The size steps down a tenth at a time: each step a whole line more, or a word less cut.
  for (float at = size; at >= smallest - 0.01f; at = std::max(smallest, at - size * 0.1f)) {
    const auto fit = static_cast<std::size_t>(std::floor(height / at + 0.01f));
    std::vector<std::string> lines =
        fit > 0 ? wrapped_lines(font, at, text, width) : std::vector<std::string>{};
    if (!lines.empty() && lines.size() <= fit) return measured(font, std::move(lines), at, true);
    if (at <= smallest) break;
  }
  audit_cut_text(text, width);
  return measured(font, {cut_to(font, smallest, text, width)}, smallest, false);
}

void draw_boxed_text(ImDrawList* list, ImFont* font, const BoxedText& boxed, ImVec2 top_left,
                     ImU32 colour) {
  float y = top_left.y;
  for (const std::string& line : boxed.lines) {
    list->AddText(font, boxed.size, {top_left.x, y}, colour, line.c_str());
    y += boxed.size;
  }
}

}  // namespace app
