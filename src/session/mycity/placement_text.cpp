#include "mycity/session/placement_text.hpp"

#include "i18n/translate.hpp"

namespace mycity::session {

using i18n::tr;
using Broken = PlacementTester::Broken;

std::string fault_text(const PlacementFault& fault, const PieceDef& piece) {
  // A board's paths are its river and its railway (content.md).
  const bool river = fault.path == "river";
  switch (fault.broken) {
    case Broken::None:
      return "";
    case Broken::Outside:
      return tr("the building must lie entirely inside the board");
    case Broken::NotMeadow:
      return tr("every cell of a building must be on meadow (not mountain or forest)");
    case Broken::Occupied:
      return tr("a cell is already built on");
    case Broken::Straddles:
      return river ? tr("the building would lie on both sides of the river")
                   : tr("the building would lie on both sides of the railway");
    case Broken::FirstNotOnRiver:
      return tr("your first building must touch the river with a side");
    case Broken::NoContact:
      return tr("the building must share a side with one of your buildings");
    case Broken::MustTouch:
      return i18n::format(piece.must_touch == "river"
                              // TRANSLATORS: {1} is a building ("Station").
                              ? tr("the {1} must have a side on the river")
                              // TRANSLATORS: {1} is a building ("Station").
                              : tr("the {1} must have a side on the railway"),
                          tr(piece.name));
  }
  return "";
}

std::vector<std::string> fault_texts(const PieceDef& piece, const BoardLayout& layout) {
  std::vector<std::string> texts;
  for (const PlacementFault& fault : placement_faults(piece, layout))
    texts.push_back(fault_text(fault, piece));
  return texts;
}

}  // namespace mycity::session
