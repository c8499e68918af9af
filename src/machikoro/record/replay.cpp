// Replaying a record: each turn's members become the Choices that answer the decisions the
// game asks, in the order it asks them, so the rules live in Game::check alone. A member is
// required exactly when its decision comes; one whose decision never came is refused.
#include <array>

#include "machikoro/record.hpp"
#include "record_detail.hpp"

namespace machikoro {

namespace {

using record_detail::fail;

// In the order their decisions come in a turn (K12: the TV Station before the Business Center).
enum class Member { Dice, Reroll, Harbor, Tuna, Tv, Swap, Build, Count };

struct MemberWords {
  const char* name;
  const char* rule;
  const char* asked;      // when the decision comes
  const char* not_asked;  // when it never came in the turn
};

constexpr std::array<MemberWords, 7> kMembers{{
    {"dice", "K4", "the roll", "no roll is made"},
    {"reroll", "K5", "the Radio Tower offers a re-roll; an open turn writes a kept roll as null",
     "no Radio Tower re-roll is offered in this turn"},
    {"harbor", "K6", "the total is 10 or more and the Harbor is built",
     "the Harbor adds 2 only to a total of 10 or more, with the Harbor built"},
    {"tuna", "K26", "a Tuna Boat fired: the extra roll of two dice",
     "no Tuna Boat fired in this turn, so no extra roll is made"},
    {"tv", "K12", "a TV Station fired: the seat it takes from", "no TV Station fired in this turn"},
    {"swap", "K15", "a Business Center fired: a swap, or null to decline",
     "no Business Center fired in this turn"},
    {"build", "K14", "the build", "the turn ended before its build"},
}};

const MemberWords& words(Member m) {
  return kMembers.at(static_cast<std::size_t>(m));
}

std::string seat_text(const Game& game, int seat) {
  if (seat < 0 || seat >= game.player_count()) return "seat " + std::to_string(seat);
  return "seat " + std::to_string(seat) + " (" + game.player(seat).name + ")";
}

// One turn of the record played on the game.
class TurnReplay {
 public:
  TurnReplay(Game& game, const RecordTurn& turn, std::string path, const std::string& source,
             std::vector<Action>* choices)
      : game_(game), turn_(turn), path_(std::move(path)), source_(source), choices_(choices) {}

  void run() {
    if (game_.over()) fail(source_, path_, game_.check(Action::build_nothing())->text());
    if (turn_.player != game_.active()) {
      fail(source_, path_ + "/player",
           "K28: " + seat_text(game_, game_.active()) + " plays this turn, not " +
               seat_text(game_, turn_.player));
    }
    const int start = game_.turn();
    bool stopped = false;
    while (!game_.over() && game_.turn() == start && !stopped) stopped = !step();
    refuse_unasked_before(Member::Count);
    if (!stopped && turn_.open)
      fail(source_, path_ + "/open",
           "the turn is finished; \"open\" marks an unfinished last turn");
  }

 private:
  bool present(Member m) const {
    switch (m) {
      case Member::Dice:
        return turn_.dice.has_value();
      case Member::Reroll:
        return turn_.reroll.has_value() || turn_.kept;
      case Member::Harbor:
        return turn_.harbor.has_value();
      case Member::Tuna:
        return turn_.tuna.has_value();
      case Member::Tv:
        return turn_.tv.has_value();
      case Member::Swap:
        return turn_.swap.has_value();
      case Member::Build:
        return turn_.build.has_value();
      case Member::Count:
        break;
    }
    return false;
  }
  bool unused(Member m) const { return present(m) && !used_[static_cast<std::size_t>(m)]; }
  bool any_unused() const {
    for (std::size_t m = 0; m < kMembers.size(); ++m)
      if (unused(static_cast<Member>(m))) return true;
    return false;
  }

  void apply(Member m, const Action& choice, bool uses) {
    if (const auto refusal = game_.apply(choice))
      fail(source_, path_ + "/" + words(m).name, refusal->text());
    if (choices_ != nullptr) choices_->push_back(choice);
    if (uses) used_[static_cast<std::size_t>(m)] = true;
  }

  // The card a member names (ids are the record's; the engine's choices carry places).
  CardRef card(Member m, const std::string& id) const {
    const auto found = game_.cards().find(id);
    if (!found) fail(source_, path_ + "/" + words(m).name, "K14: no card \"" + id + "\"");
    return *found;
  }
  int swapped(const std::string& id) const {
    const int found = game_.cards().find_establishment(id);
    if (found < 0)
      fail(source_, path_ + "/swap", "K15: only establishments are swapped, not \"" + id + "\"");
    return found;
  }

  // A member whose decision would have come before `m`'s and never did.
  void refuse_unasked_before(Member m) const {
    for (std::size_t k = 0; k < static_cast<std::size_t>(m); ++k) {
      const auto member = static_cast<Member>(k);
      if (unused(member)) {
        const MemberWords& w = words(member);
        fail(source_, path_ + "/" + w.name, std::string(w.rule) + ": " + w.not_asked);
      }
    }
  }

  // The pending decision's member is missing: an open turn stops here if nothing follows;
  // otherwise the member was required.
  bool missing(Member m) {
    refuse_unasked_before(m);
    if (turn_.open && !any_unused()) return false;
    const MemberWords& w = words(m);
    fail(source_, path_,
         std::string(w.rule) + ": missing member \"" + w.name + "\" (" + w.asked + ")");
  }

  // Answers the pending decision from its member; false when an open turn stops.
  bool step() {
    const Pending pending = game_.pending();
    // K5: a re-roll is asked (dice count and roll) like the first roll, in "reroll".
    const Member roll = game_.roll().rerolled ? Member::Reroll : Member::Dice;
    const auto& values = roll == Member::Reroll ? turn_.reroll : turn_.dice;
    switch (pending.decision) {
      case Decision::DiceCount:
        if (!values) return missing(roll);
        apply(roll, Action::dice_count(static_cast<int>(values->size())), false);
        return true;
      case Decision::Roll:
        if (!values) return missing(roll);
        apply(roll, Action::roll(*values), true);
        return true;
      case Decision::RadioTower:
        if (turn_.reroll) {
          apply(Member::Reroll, Action::reroll(), false);
        } else if (turn_.kept) {
          apply(Member::Reroll, Action::keep_roll(), true);
        } else {
          if (turn_.open) return missing(Member::Reroll);
          apply(Member::Reroll, Action::keep_roll(), false);
        }
        return true;
      case Decision::Harbor:
        if (!unused(Member::Harbor)) return missing(Member::Harbor);
        apply(Member::Harbor, *turn_.harbor ? Action::add_two() : Action::no_add_two(), true);
        return true;
      case Decision::ExtraRoll:
        if (!unused(Member::Tuna)) return missing(Member::Tuna);
        apply(Member::Tuna, Action::roll(*turn_.tuna), true);
        return true;
      case Decision::Target:
        if (!unused(Member::Tv)) return missing(Member::Tv);
        apply(Member::Tv, Action::target(*turn_.tv), true);
        return true;
      case Decision::Swap: {
        if (!unused(Member::Swap)) return missing(Member::Swap);
        const RecordSwap& s = *turn_.swap;
        apply(Member::Swap,
              s.declined ? Action::decline_swap()
                         : Action::swap(swapped(s.give), s.with, swapped(s.take)),
              true);
        return true;
      }
      case Decision::Build:
        if (turn_.build) {
          apply(Member::Build, Action::build(card(Member::Build, *turn_.build)), true);
        } else {
          if (turn_.open) return missing(Member::Build);
          apply(Member::Build, Action::build_nothing(), false);
        }
        return true;
      case Decision::GameOver:
        break;
    }
    return false;
  }

  Game& game_;
  const RecordTurn& turn_;
  std::string path_;
  const std::string& source_;
  std::vector<Action>* choices_;  // each choice applied, when asked for
  std::array<bool, kMembers.size()> used_{};
};

Game replay_turns(const CardSet& cards, const Record& record, const std::string& source,
                  const std::function<void(const Game&, std::size_t turn)>& after_turn,
                  std::vector<Action>* choices) {
  record_detail::check_players(record.setup, source);
  Game game = [&] {
    try {
      return Game(cards, record.setup);
    } catch (const SetupError& e) {
      // The players are checked above: what is left is the "ten types" deck (K3).
      fail(source, "/supply_deck", e.what());
    }
  }();
  for (std::size_t t = 0; t < record.turns.size(); ++t) {
    if (record.turns[t].open && t + 1 != record.turns.size())
      fail(source, record_detail::turn_path(t) + "/open",
           "only the last turn may be open (unfinished)");
    TurnReplay(game, record.turns[t], record_detail::turn_path(t), source, choices).run();
    if (after_turn) after_turn(game, t);
  }
  return game;
}

}  // namespace

Game replay(const CardSet& cards, const Record& record, const std::string& source) {
  return replay_turns(cards, record, source, {}, nullptr);
}

Game replay(const CardSet& cards, const Record& record, const std::string& source,
            const std::function<void(const Game&, std::size_t turn)>& after_turn) {
  return replay_turns(cards, record, source, after_turn, nullptr);
}

std::vector<Action> record_choices(const CardSet& cards, const Record& record,
                                   const std::string& source) {
  std::vector<Action> choices;
  replay_turns(cards, record, source, {}, &choices);
  return choices;
}

}  // namespace machikoro
