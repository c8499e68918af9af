// The player animals (assets/animals.json): the id saves use, the name players read, the
// art names and the player colour. Seats refer to an animal by its index in the list.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mycity::session {

struct Animal {
  std::string id;    // "fox": what saves and --new-game use
  std::string name;  // "Fox"
  std::string art;
  // Its badge's discs, large and small (the app makes them under these names).
  std::string badge_art;
  std::string small_badge_art;
  unsigned colour = 0;  // player colour as 0xRRGGBB, for badges and labels
};

class Animals {
 public:
  explicit Animals(std::vector<Animal> list) : list_(std::move(list)) {}

  int count() const { return static_cast<int>(list_.size()); }
  // Any index works: it wraps around the list.
  const Animal& at(int index) const;
  const std::vector<Animal>& all() const { return list_; }
  // An id or name, in any case ("fox", "Owl") -> its index.
  std::optional<int> find(std::string_view id_or_name) const;
  // "fox, owl, bear, hare", for messages.
  std::string id_list() const;

 private:
  std::vector<Animal> list_;
};

// Throws ContentError naming the file and JSON path of a problem: at least 4 animals
// (a seat each), distinct ids and names, colours "#RRGGBB".
Animals load_animals(const std::filesystem::path& file);

}  // namespace mycity::session
