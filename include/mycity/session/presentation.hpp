// What the screens show that is data, not rules: the player animals, the words for terms
// and stickers, the pictures of each chapter's new elements. Read from the assets folder.
#pragma once

#include <filesystem>

#include "mycity/session/animals.hpp"
#include "mycity/session/chapter_pictures.hpp"
#include "mycity/session/term_words.hpp"

namespace mycity::session {

struct Presentation {
  Animals animals;
  TermWords words;
  ChapterPictures pictures;
};

// animals.json, terms.json and chapter-pictures.json in `assets_dir`. Throws ContentError
// naming the file, the JSON path and the problem.
Presentation load_presentation(const std::filesystem::path& assets_dir);

}  // namespace mycity::session
