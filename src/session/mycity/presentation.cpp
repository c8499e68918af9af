#include "mycity/session/presentation.hpp"

namespace mycity::session {

Presentation load_presentation(const std::filesystem::path& assets_dir) {
  return {load_animals(assets_dir / "animals.json"), load_term_words(assets_dir / "terms.json"),
          load_chapter_pictures(assets_dir / "chapter-pictures.json")};
}

}  // namespace mycity::session
