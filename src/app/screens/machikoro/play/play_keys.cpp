#include "screens/machikoro/play/play_keys.hpp"

#include "i18n/translate.hpp"

namespace app::mk {

using i18n::tr;
using machikoro::Decision;
using Key = KeyPress::Key;
using Kind = Command::Kind;

namespace {

KeyCommands take(Commands commands) {
  return {true, std::move(commands)};
}

bool letter(const KeyPress& key, char c) {
  return key.key == Key::Letter && key.letter == c;
}

// The keys of a person's decision.
KeyCommands decision_keys(const machikoro::Game& game, const PlayUi& ui, const KeyPress& key) {
  const Decision decision = game.pending().decision;
  const bool enter = key.key == Key::Enter;
  const bool space = key.key == Key::Space;
  switch (decision) {
    case Decision::DiceCount:
      if (key.key == Key::Digit && (key.letter == '1' || key.letter == '2'))
        return take({{.kind = Kind::DiceCount, .count = key.letter - '0'}});
      return {};
    case Decision::RadioTower:
      if (letter(key, 'r')) return take({{.kind = Kind::Reroll}});
      if (letter(key, 'k')) return take({{.kind = Kind::KeepRoll}});
      return {};
    case Decision::Harbor:
      if (letter(key, 'a')) return take({{.kind = Kind::AddTwo}});
      if (letter(key, 'n')) return take({{.kind = Kind::NoAddTwo}});
      return {};
    case Decision::Target:
      // The digits count the other players clockwise, as the bar's buttons do.
      if (key.key == Key::Digit && key.letter >= '1') {
        int n = key.letter - '0';
        for (int i = 1; i < game.player_count(); ++i) {
          const int seat = (game.active() + i) % game.player_count();
          if (!game.check(machikoro::Action::target(seat)) && --n == 0)
            return take({{.kind = Kind::Target, .seat = seat}});
        }
        return take({});
      }
      if (enter || space) return take({{.kind = Kind::Choose}});
      return {};
    case Decision::Swap:
      if (enter) return take({{.kind = Kind::Swap}});
      if (space) return take({{.kind = Kind::Choose}});
      if (letter(key, 'd')) return take({{.kind = Kind::DeclineSwap}});
      if (key.key == Key::Backspace) return take({{.kind = Kind::Undo}});
      return {};
    case Decision::Build:
      if (enter) return take({{.kind = Kind::EndTurn}});
      if (space) return take({{.kind = Kind::Choose}});
      if (key.key == Key::Backspace || (key.key == Key::Escape && ui.build))
        return take({{.kind = Kind::Undo}});
      return {};
    default:
      return {};
  }
}

}  // namespace

KeyCommands key_commands(const machikoro::Game& game, const PlayUi& ui, const KeyScene& scene,
                         const KeyPress& key) {
  if (ui.card_shown) {  // the card's words over the table: C, Enter or Esc closes them
    const bool close = letter(key, 'c') || key.key == Key::Enter || key.key == Key::Escape ||
                       key.key == Key::Space;
    if (close && !key.repeat) return take({{.kind = Kind::ToggleCard}});
    return take({});
  }
  if (scene.tumbling && key.key != Key::Escape) return take({{.kind = Kind::SkipDice}});
  if (key.repeat) return {key.key == Key::Enter || key.key == Key::Space, {}};
  switch (key.key) {
    case Key::Left:
    case Key::Up:
      return take({{.kind = Kind::MoveFocus, .step = -1}});
    case Key::Right:
    case Key::Down:
      return take({{.kind = Kind::MoveFocus, .step = 1}});
    default:
      break;
  }
  if (letter(key, 'c')) return take({{.kind = Kind::ToggleCard}});
  if (scene.person_rolls && (key.key == Key::Space || key.key == Key::Enter))
    return take({{.kind = Kind::Roll}});
  if (scene.person && scene.hints && letter(key, 'h')) return take({{.kind = Kind::Hint}});
  if (scene.person) return decision_keys(game, ui, key);
  return {};
}

std::vector<std::string> key_hints(const machikoro::Game& game, const PlayUi& ui,
                                   const KeyScene& scene) {
  // TRANSLATORS: Machi Koro's key hints: each starts with its key; keep the keys.
  std::vector<std::string> hints;
  if (scene.tumbling) {
    hints.push_back(tr("Any key: stop the dice"));
    hints.push_back(tr("Esc menu"));
    return hints;
  }
  const Decision decision = scene.person ? game.pending().decision : Decision::GameOver;
  if (scene.person_rolls) hints.push_back(tr("Space roll"));
  switch (decision) {
    case Decision::DiceCount:
      hints.push_back(tr("1 one die"));
      hints.push_back(tr("2 two dice"));
      break;
    case Decision::RadioTower:
      hints.push_back(tr("R roll again"));
      hints.push_back(tr("K keep"));
      break;
    case Decision::Harbor:
      hints.push_back(tr("A add 2"));
      hints.push_back(tr("N keep the roll"));
      break;
    case Decision::Target:
      // TRANSLATORS: Machi Koro: {1} the digit keys, one per other player ("1–3").
      hints.push_back(i18n::format(tr("{1} take coins from a player"),
                                   game.player_count() > 2
                                       ? "1\xE2\x80\x93" + std::to_string(game.player_count() - 1)
                                       : std::string("1")));
      hints.push_back(tr("Space take from the chosen player"));
      break;
    case Decision::Swap:
      hints.push_back(tr("Space pick"));
      hints.push_back(tr("Enter swap"));
      hints.push_back(tr("D don't swap"));
      if (ui.give) hints.push_back(tr("Backspace undo"));
      break;
    case Decision::Build:
      hints.push_back(tr("Space pick"));
      hints.push_back(tr("Enter end turn"));
      if (ui.build) hints.push_back(tr("Backspace undo"));
      break;
    default:
      break;
  }
  // TRANSLATORS: Machi Koro's key hints: what the hard computer would choose, and why.
  if (scene.person && scene.hints) hints.push_back(tr("H hint"));
  hints.push_back(decision == Decision::Target ? tr("\xE2\x86\x90\xE2\x86\x92 choose a player")
                                               : tr("\xE2\x86\x90\xE2\x86\x92 choose a card"));
  hints.push_back(tr("C the card in words"));
  hints.push_back(tr("Esc menu"));
  return hints;
}

}  // namespace app::mk
