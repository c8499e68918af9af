// The picture of each element a legacy chapter introduces (assets/chapter-pictures.json).
// Most are a tiny board drawn like the players' boards; a card is its own art. Per element:
//   ground     map rows in the legend of the board files (M F . o T R t r W G g), 1-3 rows
//   buildings  rows as wide as the ground: Y R B P S H a building of that colour, '.' none;
//              one letter's side-sharing cells are one building, lowercase a second one
//   railway    laid between the first and second row; sticker: art over cell (0, 0)
//   score      what the picture scores, on a badge; caption: "" shows the term's label
//   card       art drawn alone instead of a board (then no ground)
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
  std::string caption;
  std::string sticker;
  std::string score;
  std::string card;
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
