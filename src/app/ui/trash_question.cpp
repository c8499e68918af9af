#include "ui/trash_question.hpp"

#include <exception>

#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;

void TrashQuestion::reset() {
  asking_.reset();
  notice_.clear();
  error_.clear();
}

void TrashQuestion::delete_button(int row) {
  if (button((tr("Delete") + "##delete").c_str())) asking_ = row;
}

bool TrashQuestion::draw(const Move& move) {
  warning_text(
      tr("Delete this game? Its file is moved to the trash folder beside the finished games, "
         "from where it can still be put back by hand."));
  if (button((tr("Delete the game") + "##confirm-delete").c_str())) {
    notice_.clear();
    error_.clear();
    try {
      notice_ = i18n::format(tr("Moved to {1}"), base::utf8_string(move()));
    } catch (const std::exception& e) {
      error_ = e.what();
    }
    asking_.reset();
    return true;
  }
  ImGui::SameLine();
  if (button((tr("Keep it") + "##keep").c_str())) asking_.reset();
  return false;
}

void TrashQuestion::draw_outcome() const {
  warning_text(error_);
  if (!notice_.empty()) wrapped_text(notice_, palette::kInkSoft);
}

int TrashQuestion::outcome_lines() const {
  return (error_.empty() ? 0 : 3) + (notice_.empty() ? 0 : 2);
}

}  // namespace app
