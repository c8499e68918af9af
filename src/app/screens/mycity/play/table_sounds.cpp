#include "screens/mycity/play/table_sounds.hpp"

#include <utility>

namespace mycity::app {

using Phase = session::TurnController::Phase;

std::optional<Cue> TableSounds::heard(const session::TurnController& turns) {
  const Seen now{turns.revision(), turns.phase()};
  const std::optional<Seen> before = std::exchange(last_, now);
  if (!before) return std::nullopt;
  if (now.phase != before->phase && now.phase == Phase::Over) return Cue::GameEnd;
  if (now.phase != before->phase && now.phase == Phase::Reveal) return Cue::Reveal;
  if (now.revision == before->revision || !turns.last_action()) return std::nullopt;
  switch (turns.last_action()->kind) {
    case ActionKind::Build:
      return Cue::Place;
    case ActionKind::Pass:
      return Cue::Pass;
    case ActionKind::Drop:
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace mycity::app
