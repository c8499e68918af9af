#include "mycity/session/chapter_pictures.hpp"

#include <nlohmann/json.hpp>

#include "base/json_reader.hpp"
#include "base/utf8_path.hpp"

namespace mycity::session {
namespace {

using base::JsonPlace;
using nlohmann::json;

constexpr std::size_t kMostRows = 3;

std::optional<Colour> building_colour(char letter) {
  switch (letter) {
    case 'Y':
    case 'y':
      return Colour::Yellow;
    case 'R':
    case 'r':
      return Colour::Red;
    case 'B':
    case 'b':
      return Colour::Blue;
    case 'P':
      return Colour::Purple;
    case 'S':
      return Colour::Grey;
    case 'H':
      return Colour::Gold;
    default:
      return std::nullopt;
  }
}

std::string optional_string(const json& object, std::string_view key, const JsonPlace& place) {
  const json* value = base::optional_member(object, key, place);
  return value ? base::expect_string(*value, place / key) : std::string();
}

std::vector<std::string> rows_member(const json& object, std::string_view key,
                                     const JsonPlace& place) {
  std::vector<std::string> rows;
  const json* value = base::optional_member(object, key, place);
  if (value == nullptr) return rows;
  const json& list = base::expect_array(*value, place / key, kMostRows);
  for (std::size_t i = 0; i < list.size(); ++i)
    rows.push_back(base::expect_string(list[i], place / key / i));
  return rows;
}

// Each building: the cells of one letter connected to the first one found.
std::vector<PlacedBuilding> read_buildings(const std::vector<std::string>& rows, int w, int h,
                                           const JsonPlace& place) {
  if (!rows.empty() && static_cast<int>(rows.size()) != h)
    place.fail("needs as many rows as the ground");
  for (std::size_t y = 0; y < rows.size(); ++y) {
    if (static_cast<int>(rows[y].size()) != w) (place / y).fail("is not as wide as the ground");
    for (const char l : rows[y])
      if (l != '.' && !building_colour(l))
        (place / y).fail(std::string("no building is called ") + l);
  }
  const auto letter = [&](Cell c) {
    return rows.empty() ? '.' : rows[static_cast<std::size_t>(c.y)][static_cast<std::size_t>(c.x)];
  };
  std::vector<PlacedBuilding> buildings;
  std::vector<bool> taken(static_cast<std::size_t>(w * h), false);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const char l = letter({x, y});
      const std::optional<Colour> colour = building_colour(l);
      if (!colour || taken[static_cast<std::size_t>(y * w + x)]) continue;
      PlacedBuilding building{*colour, {}};
      std::vector<Cell> todo{{x, y}};
      taken[static_cast<std::size_t>(y * w + x)] = true;
      while (!todo.empty()) {
        const Cell c = todo.back();
        todo.pop_back();
        building.cells.push_back(c);
        for (const Cell n :
             {Cell{c.x - 1, c.y}, Cell{c.x + 1, c.y}, Cell{c.x, c.y - 1}, Cell{c.x, c.y + 1}}) {
          if (n.x < 0 || n.y < 0 || n.x >= w || n.y >= h) continue;
          const std::size_t i = static_cast<std::size_t>(n.y * w + n.x);
          if (taken[i] || letter(n) != l) continue;
          taken[i] = true;
          todo.push_back(n);
        }
      }
      buildings.push_back(std::move(building));
    }
  }
  return buildings;
}

ChapterPicture read_picture(const json& value, const JsonPlace& place) {
  base::expect_object(value, place);
  ChapterPicture picture;
  picture.caption = optional_string(value, "caption", place);
  picture.sticker = optional_string(value, "sticker", place);
  picture.score = optional_string(value, "score", place);
  picture.card = optional_string(value, "card", place);
  if (const json* railway = base::optional_member(value, "railway", place))
    picture.railway = base::expect_bool(*railway, place / "railway");
  const std::vector<std::string> ground = rows_member(value, "ground", place);
  const std::vector<std::string> buildings = rows_member(value, "buildings", place);
  if (!picture.card.empty()) {
    if (!ground.empty() || !buildings.empty() || picture.railway)
      place.fail("a card is drawn alone: no ground, buildings or railway");
    return picture;
  }
  if (ground.empty()) (place / "ground").fail("needs 1 to 3 rows (or a \"card\")");
  PictureBoard board{parse_layout(ground, place.file(), place.path() + "/ground"), {}};
  const int w = board.layout.width;
  const int h = board.layout.height;
  board.buildings = read_buildings(buildings, w, h, place / "buildings");
  if (picture.railway)
    board.layout.paths.push_back(
        make_edge_path("railway", {{0, 1}, {w, 1}}, w, h, place.file(), place.path() + "/railway"));
  picture.board = std::move(board);
  return picture;
}

}  // namespace

const ChapterPicture* ChapterPictures::find(std::string_view element) const {
  const auto picture = pictures_.find(element);
  return picture != pictures_.end() ? &picture->second : nullptr;
}

ChapterPictures load_chapter_pictures(const std::filesystem::path& file) {
  const JsonPlace root(base::utf8_string(file));
  const json doc = base::read_json_file(base::utf8_string(file));
  base::expect_object(doc, root);
  const json& list = base::expect_object(base::member(doc, "pictures", root), root / "pictures");
  std::map<std::string, ChapterPicture, std::less<>> pictures;
  for (const auto& entry : list.items())
    pictures[entry.key()] = read_picture(entry.value(), root / "pictures" / entry.key());
  return ChapterPictures(std::move(pictures));
}

}  // namespace mycity::session
