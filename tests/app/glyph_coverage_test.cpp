// Issue 19: the fonts hold every character of every catalog (po/*.po), so no translated
// text shows ImGui's fallback box. Walks each msgid and msgstr against the built atlas.
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "platform/data_dir.hpp"
#include "platform/fonts.hpp"

namespace app {
namespace {

// The text of a quoted PO line ("..." after the keyword), C escapes undone.
std::string unquote(const std::string& line) {
  const std::size_t open = line.find('"');
  const std::size_t close = line.rfind('"');
  std::string out;
  for (std::size_t i = open + 1; i < close; ++i) {
    if (line[i] == '\\' && i + 1 < close) {
      ++i;
      out += line[i] == 'n' ? '\n' : line[i] == 't' ? '\t' : line[i];
    } else {
      out += line[i];
    }
  }
  return out;
}

// Every msgid and msgstr of a catalog, continuation lines joined.
std::vector<std::string> catalog_texts(const std::filesystem::path& po) {
  std::vector<std::string> texts;
  std::ifstream in(po);
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("msgid") || line.starts_with("msgstr"))
      texts.push_back(unquote(line));
    else if (line.starts_with("\"") && !texts.empty())
      texts.back() += unquote(line);
  }
  return texts;
}

// The code points of UTF-8 text (the catalogs are checked as UTF-8 by msgfmt).
std::vector<unsigned> code_points(const std::string& text) {
  std::vector<unsigned> out;
  for (const char* s = text.c_str(); *s != '\0';) {
    unsigned c = 0;
    const int length = ImTextCharFromUtf8(&c, s, nullptr);
    if (length == 0) break;
    out.push_back(c);
    s += length;
  }
  return out;
}

struct FontAtlas {
  ImGuiContext* context = ImGui::CreateContext();
  Fonts fonts = build_fonts(default_fonts_dir(), 1.0f);
  FontAtlas() { ImGui::GetIO().Fonts->Build(); }
  ~FontAtlas() { ImGui::DestroyContext(context); }
};

}  // namespace

TEST_CASE("the fonts hold every character of every catalog", "[app][i18n]") {
  FontAtlas atlas;
  const std::vector<std::pair<const char*, ImFont*>> fonts{{"body", atlas.fonts.body},
                                                           {"small", atlas.fonts.small},
                                                           {"heading", atlas.fonts.heading},
                                                           {"title", atlas.fonts.title}};
  int catalogs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(MYCITY_PO_DIR)) {
    if (entry.path().extension() != ".po") continue;
    ++catalogs;
    std::set<std::string> missing;
    for (const std::string& text : catalog_texts(entry.path()))
      for (const unsigned c : code_points(text))
        for (const auto& [name, font] : fonts)
          if (c >= 0x20 && font->FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr) {
            std::ostringstream what;
            what << name << " font lacks U+" << std::hex << std::uppercase << c << " in \""
                 << text.substr(0, 60) << '"';
            missing.insert(what.str());
          }
    std::string report = entry.path().filename().string();
    for (const std::string& m : missing) report += "\n  " + m;
    INFO(report);
    CHECK(missing.empty());
  }
  CHECK(catalogs >= 5);
}

TEST_CASE("the glyph check sees a character the fonts lack", "[app][i18n]") {
  FontAtlas atlas;
  CHECK(atlas.fonts.body->FindGlyphNoFallback(0x0431) != nullptr);  // б
  CHECK(atlas.fonts.body->FindGlyphNoFallback(0x0151) != nullptr);  // ő
  CHECK(atlas.fonts.body->FindGlyphNoFallback(0x4E2D) == nullptr);  // 中: no CJK here
}

}  // namespace app
