// The picture of each element a legacy chapter introduces (assets/chapter-pictures.json,
// format in docs/app-notes.md): most are a tiny board drawn like the players' boards, a
// card is its own art.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mycity/content.hpp"
#include "mycity/session/placed_building.hpp"

namespace mycity::session {

struct PictureBoard {
  BoardLayout layout;
  std::vector<PlacedBuilding> buildings;
};

struct ChapterPicture {
  std::string caption;  // empty: the term's own label
  std::string sticker;  // art over cell (0, 0): a sticker on that cell or building
  std::string score;    // what the picture scores, on a badge
  std::string card;     // art drawn alone instead of a board
  bool railway = false;
  std::optional<PictureBoard> board;  // none for a card
};

class ChapterPictures {
 public:
  explicit ChapterPictures(std::map<std::string, ChapterPicture, std::less<>> pictures)
      : pictures_(std::move(pictures)) {}

  // nullptr when the element has no picture.
  const ChapterPicture* find(std::string_view element) const;

 private:
  std::map<std::string, ChapterPicture, std::less<>> pictures_;
};

// Throws ContentError naming the file, the JSON path and the problem (a row that is not a
// board, a letter that is no building, ...).
ChapterPictures load_chapter_pictures(const std::filesystem::path& file);

}  // namespace mycity::session
