#include "screens/mycity/play/table_sounds.hpp"

#include <utility>

namespace app {

using Phase = mycity::session::TurnController::Phase;

std::optional<Cue> TableSounds::heard(const mycity::session::TurnController& turns) {
  const Seen now{turns.revision(), turns.phase()};
  const std::optional<Seen> before = std::exchange(last_, now);
  if (!before) return std::nullopt;
  if (now.phase != before->phase && now.phase == Phase::Over) return Cue::GameEnd;
  if (now.phase != before->phase && now.phase == Phase::Reveal) return Cue::Reveal;
  if (now.revision == before->revision || !turns.last_action()) return std::nullopt;
  switch (turns.last_action()->kind) {
    case mycity::ActionKind::Build:
      return Cue::Place;
    case mycity::ActionKind::Pass:
      return Cue::Pass;
    case mycity::ActionKind::Drop:
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace app
