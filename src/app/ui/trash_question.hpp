// The question a kept game's "Delete" asks under its row in a list of finished games: the
// file goes to the trash folder only once the players confirm, and the screen then says
// where it went, or why it could not be moved.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

namespace app {

class TrashQuestion {
 public:
  // Moves a file to the trash and returns where it went; throws when it cannot.
  using Move = std::function<std::filesystem::path()>;

  // Forgets the question and the words of the last deletion (entering the screen).
  void reset();
  bool asking(int row) const { return asking_ == row; }
  // The lines the question takes under its row.
  static constexpr int kLines = 3;

  // The row's "Delete" button: a click asks the question for that row.
  void delete_button(int row);
  // The question under the row asked about; true once the players answered "Delete the
  // game" (moved or not), when the list must be read again.
  bool draw(const Move& move);

  // Where the last deleted file went, or why it could not go; the lines it takes.
  void draw_outcome() const;
  int outcome_lines() const;

 private:
  std::optional<int> asking_;
  std::string notice_;
  std::string error_;
};

}  // namespace app
