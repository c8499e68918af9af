#include "screens/machikoro/play/table_sounds.hpp"

#include <utility>

namespace app::mk {

std::vector<Cue> TableSounds::heard(const HeardTable& now) {
  const std::optional<HeardTable> before = std::exchange(last_, now);
  if (!before || before->coins.size() != now.coins.size()) return {};
  if (now.over && !before->over) return {Cue::GameEnd};
  std::vector<Cue> cues;
  if (now.rolls != before->rolls) cues.push_back(Cue::Dice);
  if (now.coins != before->coins) cues.push_back(Cue::Coins);
  return cues;
}

}  // namespace app::mk
