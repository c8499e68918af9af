// Machi Koro game records (.mkrec.json, the design's section 9; docs/machikoro.md): the
// setup and the turns, read strictly from JSON, written back, replayed through Game::apply,
// and built from the choices of a game as it is played.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "machikoro/game.hpp"
#include "machikoro/setup.hpp"

namespace machikoro {

inline constexpr int kRecordVersion = 1;
inline constexpr std::size_t kMaxRecordBytes = 1u << 20;

// K15: "swap": {"give", "with", "take"}, or null to decline.
struct RecordSwap {
  bool declined = false;
  std::string give = {};
  int with = -1;
  std::string take = {};

  friend bool operator==(const RecordSwap&, const RecordSwap&) = default;
};

// One turn: the active player's answers to the decisions of the turn, each in its member.
// Absent members are decisions never asked, or the defaults (no re-roll, build nothing);
// in an `open` turn (the last one, unfinished) they are decisions still pending.
struct RecordTurn {
  int player = 0;
  std::optional<std::vector<int>> dice = {};    // K4: the first roll (absent only when open)
  std::optional<std::vector<int>> reroll = {};  // K5: the new roll
  bool kept = false;                            // open turns only: "reroll": null, the roll kept
  std::optional<bool> harbor = {};              // K6
  std::optional<std::vector<int>> tuna = {};    // K26: the extra roll
  std::optional<int> tv = {};                   // K12: the seat the TV Station takes from
  std::optional<RecordSwap> swap = {};          // K15
  std::optional<std::string> build = {};        // K14: an establishment or landmark id
  bool open = false;                            // the extension: the turn is unfinished

  friend bool operator==(const RecordTurn&, const RecordTurn&) = default;
};

struct Record {
  Setup setup;
  std::vector<RecordTurn> turns;
  // The seats a hint was shown to (docs/machikoro.md, "Hint"), ascending; "hints", left out
  // when none was.
  std::vector<int> hints = {};

  friend bool operator==(const Record&, const Record&) = default;
};

// Checks the structure and every value that needs no cards (names, seats, ids' spelling);
// the rules are checked by replay(). Throws base::RecordError naming `source` and the
// JSON path: "game.mkrec.json: at /turns/3/harbor: expected true or false, found null".
Record parse_record(const nlohmann::json& doc, const std::string& source);
// The same from JSON text (within kMaxRecordBytes and the reader's limits) or a file.
Record read_record_text(const std::string& text, const std::string& source);
Record read_record_file(const std::string& path);
nlohmann::json record_to_json(const Record& record);

// Plays the record on a new game through Game::apply. Throws base::RecordError naming
// `source`, the turn, the member and the rule: "at /turns/12/build: K16: no cafe lies out".
// A record may stop anywhere a turn ends (or, with an open last turn, inside it).
Game replay(const CardSet& cards, const Record& record, const std::string& source = {});
// The same, calling `after_turn` with the game and the turn's index once each turn of the
// record is played (a look back turn by turn, in one pass).
Game replay(const CardSet& cards, const Record& record, const std::string& source,
            const std::function<void(const Game&, std::size_t turn)>& after_turn);
// Every choice the replay applies, dice included, in order: the record as a new game's
// choices (the analysis). Throws as replay() does.
std::vector<Action> record_choices(const CardSet& cards, const Record& record,
                                   const std::string& source = {});

// Groups the choices of a game into a record's turns, as they are applied.
class Recorder {
 public:
  explicit Recorder(Setup setup);
  // Goes on recording `record`, which replayed to `game` (a resumed autosave): an open last
  // turn continues with the game's next choice.
  Recorder(Record record, const Game& game);
  // `before` is the game `choice` is about to be applied to (legal there).
  void add(const Game& before, const Action& choice);
  // The record so far; the last turn is open if unfinished. A dice count chosen but not
  // rolled (K4, K5's re-roll) is not kept: replaying it stops before that choice.
  Record record() const;
  // Notes that `seat` was shown a hint.
  void note_hint(int seat);

 private:
  Record record_;
  int turn_ = 0;  // Game::turn() of the last turn in record_.turns
  bool finished_ = true;
};

}  // namespace machikoro
