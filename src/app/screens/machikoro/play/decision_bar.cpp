#include "screens/machikoro/play/decision_bar.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro/session/hint_words.hpp"
#include "screens/machikoro/play/card_art.hpp"
#include "screens/machikoro/play/hint_marks.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app::mk {

using i18n::format;
using i18n::tr;
using i18n::trn;
using machikoro::CardRef;
using machikoro::Decision;
using machikoro::Game;
using machikoro::session::Rect;
using machikoro::session::seat_name;
using machikoro::session::Table;
using Kind = Command::Kind;

namespace {

// An answer: its label (naming its key) and ImGui id, the command, whether it may be given
// now, and whether its label holds a player's name (cut when long).
struct Answer {
  std::string label;
  std::string id;
  Command command;
  bool enabled = true;
  bool fit = false;
  std::string compact = {};  // a shorter label when the row is too narrow, the label its tooltip
  bool spare = false;        // left out, disabled, when even that is too wide
};

// What the bar shows: the question (and a second line of detail, or the hint) and its
// answers.
struct Question {
  std::string text;
  std::string detail;
  std::vector<Answer> answers;
  std::string hint = {};
};

// What building nothing pays now (K29: the Airport), read from a copy of the game.
int nothing_pays(const Game& game) {
  Game copy = game;
  copy.keep_event_log(false);
  const int before = copy.player(copy.active()).coins;
  if (copy.apply(machikoro::Action::build_nothing())) return 0;
  return copy.player(game.active()).coins - before;
}

Question build_question(const Game& game, const PlayUi& ui) {
  Question q;
  const int coins = game.player(game.active()).coins;
  if (ui.build) {
    const int cost = game.cards().cost(*ui.build);
    // TRANSLATORS: Machi Koro: {1} a card, {2} its cost, {3} and {4} the coins before and after.
    q.text =
        format(tr("Build the {1} for {2}: coins {3} \xE2\x86\x92 {4}"),
               machikoro::session::card_name(game.cards(), *ui.build), cost, coins, coins - cost);
    // TRANSLATORS: Machi Koro: a build picked is only made when the turn ends.
    q.detail = tr("Nothing is built until you end the turn.");
    q.answers = {{tr("End turn (Enter)"), "###end", {.kind = Kind::EndTurn}},
                 {tr("Undo (Backspace)"), "###undo", {.kind = Kind::Undo}}};
    return q;
  }
  // TRANSLATORS: Machi Koro: the build phase (K14): one establishment or landmark, or none.
  q.text = tr("Build one thing: pick a pile of the market or one of your landmarks.");
  const int bonus = nothing_pays(game);
  q.detail = bonus > 0
                 // TRANSLATORS: Machi Koro: K29, the Airport pays for building nothing.
                 ? format(tr("Or build nothing: the Airport pays {1}."), bonus)
                 : tr("Or end the turn and build nothing.");
  q.answers = {
      {bonus > 0 ? format(tr("Build nothing, +{1} (Enter)"), bonus) : tr("Build nothing (Enter)"),
       "###end",
       {.kind = Kind::EndTurn}},
      {tr("Undo (Backspace)"), "###undo", {.kind = Kind::Undo}, false, false, "", true}};
  return q;
}

Question swap_question(const Game& game, const PlayUi& ui) {
  Question q;
  const machikoro::CardSet& cards = game.cards();
  const auto name = [&](int card) {
    return machikoro::session::card_name(cards, CardRef::establishment(card));
  };
  if (!ui.give) {
    // TRANSLATORS: Machi Koro: K15, the Business Center's swap.
    q.text = tr("Business Center: pick one of your establishments to give.");
  } else if (!ui.take) {
    q.text = format(tr("Business Center: give your {1} for which card of another player?"),
                    name(*ui.give));
  } else {
    // TRANSLATORS: Machi Koro: {1} your card, {2} a player, {3} their card.
    q.text = format(tr("Swap your {1} for {2}'s {3}?"), name(*ui.give),
                    seat_name(game, ui.take->seat), name(ui.take->card.index));
  }
  // A pick is taken back by clicking it again or by Backspace (the key bar says so).
  q.detail = tr("Purple establishments and landmarks are never swapped.");
  q.answers = {{tr("Swap (Enter)"), "###swap", {.kind = Kind::Swap}, ui.give && ui.take},
               {tr("Don't swap (D)"), "###decline", {.kind = Kind::DeclineSwap}}};
  return q;
}

Question target_question(const Game& game) {
  Question q;
  // TRANSLATORS: Machi Koro: K12, the TV Station takes coins from one player.
  q.text = tr("TV Station: take coins from which player?");
  int key = 1;
  for (int i = 1; i < game.player_count(); ++i) {
    const int seat = (game.active() + i) % game.player_count();
    if (game.check(machikoro::Action::target(seat))) continue;
    // TRANSLATORS: Machi Koro: {1} a player, {2} their coins, {3} the key that picks them.
    q.answers.push_back(
        {format(tr("{1}: {2} ({3})"), seat_name(game, seat), game.player(seat).coins, key++),
         "###target" + std::to_string(seat),
         {.kind = Kind::Target, .seat = seat},
         true,
         true});
  }
  return q;
}

// The question a person answers now.
Question person_question(const Game& game, const PlayUi& ui) {
  const std::string who = seat_name(game, game.active());
  const machikoro::TurnRoll& roll = game.roll();
  Question q;
  switch (game.pending().decision) {
    case Decision::Roll:
      // TRANSLATORS: Machi Koro: {1} the player whose turn it is.
      q.text = format(tr("{1}, your turn: roll the die."), who);
      q.answers = {{tr("Roll (Space)"), "###roll", {.kind = Kind::Roll}}};
      return q;
    case Decision::DiceCount:
      // TRANSLATORS: Machi Koro: K4, with the Train Station one die or two.
      q.text = format(tr("{1}, your turn: roll one die or two (Train Station)."), who);
      q.answers = {{tr("One die (1)"), "###one", {.kind = Kind::DiceCount, .count = 1}},
                   {tr("Two dice (2)"), "###two", {.kind = Kind::DiceCount, .count = 2}}};
      return q;
    case Decision::RadioTower:
      // TRANSLATORS: Machi Koro: K5, {1} the roll made.
      q.text = format(tr("You rolled {1}. Roll again with the Radio Tower?"), roll.dice.total());
      q.answers = {
          {tr("Roll again (R)"), "###reroll", {.kind = Kind::Reroll}},
          {format(tr("Keep {1} (K)"), roll.dice.total()), "###keep", {.kind = Kind::KeepRoll}}};
      return q;
    case Decision::Harbor:
      // TRANSLATORS: Machi Koro: K6, {1} the roll made, {2} with the Harbor's 2.
      q.text =
          format(tr("You rolled {1}. Add 2 with the Harbor, for {2}?"), roll.total, roll.total + 2);
      q.answers = {{format(tr("Add 2: {1} (A)"), roll.total + 2), "###add", {.kind = Kind::AddTwo}},
                   {format(tr("Keep {1} (N)"), roll.total), "###no", {.kind = Kind::NoAddTwo}}};
      return q;
    case Decision::Target:
      return target_question(game);
    case Decision::Swap:
      return swap_question(game, ui);
    case Decision::Build:
      return build_question(game, ui);
    default:
      return q;
  }
}

// The hint's line and its button, for a person's decision at a table that offers hints: the
// hint is asked once, then shown until the game moves on.
void add_hint(const Table& table, const PlayUi& ui, Question& q) {
  if (!table.hints() || q.answers.empty()) return;
  const Game& game = table.game();
  if (ui.hint)
    q.hint = machikoro::session::hint_words(game, *ui.hint);
  else if (ui.hint_thinking)
    // TRANSLATORS: Machi Koro: the hard computer player thinks what it would choose.
    q.hint = tr("Thinking of a hint\xE2\x80\xA6");
  q.answers.push_back(
      // TRANSLATORS: Machi Koro: asks what the hard computer player would choose, and why.
      {tr("Hint (H)"),
       "###hint",
       {.kind = Kind::Hint},
       !ui.hint && !ui.hint_thinking,
       false,
       "? (H)"});
}

// What the table is doing while nobody needs to answer.
Question table_question(const Table& table, const DecisionScene& scene) {
  const Game& game = table.game();
  Question q;
  if (game.over()) {
    if (game.winner())
      // TRANSLATORS: Machi Koro: {1} the winner (K30).
      q.text =
          format(tr("{1} has built every landmark and wins!"), seat_name(game, *game.winner()));
    return q;
  }
  const std::string who = seat_name(game, game.active());
  if (scene.keys.tumbling) {
    // TRANSLATORS: Machi Koro: the die or dice roll on screen; a click or a key stops them.
    q.text = format(trn("{1} rolls the die\xE2\x80\xA6", "{1} rolls the dice\xE2\x80\xA6",
                        game.roll().dice.count),
                    who);
    q.detail = tr("Click or press a key to see the dice at once.");
  } else if (table.thinking_seat()) {
    q.text = format(tr("{1} is thinking\xE2\x80\xA6"), who);
  } else {
    q.text = format(tr("{1}'s turn"), who);
  }
  return q;
}

// The hint under the question, wrapped over the room left above the answers (`bottom`), or
// on one line cut with a tooltip when it needs more.
void draw_hint(UiFrame& frame, const std::string& hint, const Rect& c, float pad, float room,
               float bottom) {
  ImGui::PushFont(frame.fonts.small);
  ImGui::SetCursorScreenPos({c.x + pad, ImGui::GetCursorScreenPos().y});
  const float space = bottom - ImGui::GetCursorScreenPos().y;
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kHintText);
  if (ImGui::CalcTextSize(hint.c_str(), nullptr, false, room).y <= space) {
    ImGui::PushTextWrapPos(pad + room);
    ImGui::TextWrapped("%s", hint.c_str());
    ImGui::PopTextWrapPos();
  } else {
    ImGui::TextUnformatted(fitted(hint, room, WholeText::InTooltip).c_str());
  }
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

// The question on up to two lines at the top of the bar's right part; the detail under it
// when it took one. A hint asked for comes before the question's second line: the question
// keeps it only if the hint still fits whole above the answers.
void draw_question(UiFrame& frame, const Question& q, const Rect& c, float pad, float room) {
  const float line = ImGui::GetTextLineHeight();
  const float height = ImGui::CalcTextSize(q.text.c_str(), nullptr, false, room).y;
  const bool wraps = height > line * 1.5f;
  const float top = c.y + pad * 0.6f;
  ImGui::PushFont(frame.fonts.small);
  const float answers = c.bottom() - pad * 0.6f - ImGui::GetFrameHeight();
  const float hint_height = ImGui::CalcTextSize(q.hint.c_str(), nullptr, false, room).y;
  ImGui::PopFont();
  const bool two_lines =
      height < line * 2.5f &&
      (q.hint.empty() || top + height + ImGui::GetStyle().ItemSpacing.y + hint_height <= answers);
  ImGui::SetCursorScreenPos({c.x + pad, top});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushTextWrapPos(pad + room);  // in the child window's own coordinates
  if (two_lines)
    ImGui::TextWrapped("%s", q.text.c_str());
  else
    ImGui::TextUnformatted(fitted(q.text, room, WholeText::InTooltip).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  if (ImGui::IsItemHovered() && !two_lines) ImGui::SetTooltip("%s", q.text.c_str());
  if (!q.hint.empty()) {
    draw_hint(frame, q.hint, c, pad, room, answers);
    return;
  }
  if (q.detail.empty() || wraps) return;
  ImGui::PushFont(frame.fonts.small);
  ImGui::SetCursorScreenPos({c.x + pad, ImGui::GetCursorScreenPos().y});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(fitted(q.detail, room, WholeText::InTooltip).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

// How a row of answers is drawn: its answers each with a compact label or not, and the share
// of the room a player's name may take.
struct AnswerRow {
  std::vector<std::pair<const Answer*, bool>> shown;
  float fair = 0;
  float width = 0;
};

// The answers side by side at the foot of the bar, each as wide as its words; when they are
// too wide, first the compact labels, then without the spare answers.
void draw_answers(UiFrame& frame, const std::vector<Answer>& answers, const PlayUi& ui,
                  const Rect& c, float pad, float room, Commands& out) {
  const float s = frame.ui_scale;
  ImGui::PushFont(frame.fonts.small);
  const float height = ImGui::GetFrameHeight();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float padding = ImGui::GetStyle().FramePadding.x;
  // A player's name is cut to its share of the row (`fair`); the other labels fit whole.
  const auto label_of = [&](const Answer& answer, bool compact, float fair) {
    if (compact) return answer.compact;
    return answer.fit ? fitted(answer.label, fair - 2 * padding, WholeText::InTooltip)
                      : answer.label;
  };
  const auto width_of = [&](const std::string& label, bool compact, float fair) {
    const float text = ImGui::CalcTextSize(label.c_str()).x + 2 * padding;
    return compact ? text : std::max(std::min(std::round(90.0f * s), fair), text);
  };
  const auto plan = [&](bool compact, bool without_spare) {
    AnswerRow row;
    float compacted = 0;
    int whole = 0;
    for (const Answer& answer : answers) {
      if (without_spare && answer.spare && !answer.enabled) continue;
      const bool short_label = compact && !answer.compact.empty();
      row.shown.emplace_back(&answer, short_label);
      if (short_label)
        compacted += width_of(answer.compact, true, 0);
      else
        ++whole;
    }
    const float gaps = gap * static_cast<float>(row.shown.size() - 1);
    row.fair = (room - gaps - compacted) / static_cast<float>(std::max(1, whole));
    row.width = gaps;
    for (const auto& [answer, short_label] : row.shown)
      row.width += width_of(label_of(*answer, short_label, row.fair), short_label, row.fair);
    return row;
  };
  AnswerRow row = plan(false, false);
  if (row.width > room) row = plan(true, false);
  if (row.width > room) row = plan(true, true);
  ImGui::SetCursorScreenPos({c.x + pad, c.bottom() - pad * 0.6f - height});
  for (const auto& [answer, compact] : row.shown) {
    if (answer != row.shown.front().first) ImGui::SameLine(0, gap);
    const std::string label = label_of(*answer, compact, row.fair);
    ImGui::BeginDisabled(!answer->enabled);
    if (button((label + answer->id).c_str(), {width_of(label, compact, row.fair), height}))
      out.push_back(answer->command);
    ImGui::EndDisabled();
    if (compact && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("%s", answer->label.c_str());
    if (hint_answers(ui, answer->command))
      mark_hinted(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), s);
  }
  ImGui::PopFont();
}

}  // namespace

void draw_decision(UiFrame& frame, const Table& table, const PlayUi& ui, const DecisionScene& scene,
                   const machikoro::session::TableLayout& layout, Commands& out) {
  const float s = frame.ui_scale;
  const Rect& r = layout.decision;
  ImDrawList* list = ImGui::GetWindowDrawList();
  panel_rect(list, {r.x, r.y}, {r.right(), r.bottom()}, 8.0f * s);
  draw_dice(frame, scene.dice, layout.dice);
  const Rect& c = layout.choices;
  list->AddLine({c.x, c.y + 8.0f * s}, {c.x, c.bottom() - 8.0f * s}, palette::kPanelBorder,
                std::max(1.0f, s));

  const Game& game = table.game();
  Question q = !scene.keys.tumbling && (scene.keys.person || scene.keys.person_rolls)
                   ? person_question(game, ui)
                   : table_question(table, scene);
  if (!scene.keys.tumbling && scene.keys.person) add_hint(table, ui, q);

  ImGui::SetCursorScreenPos({c.x, c.y});
  ImGui::BeginChild("##decision", {c.w, c.h}, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                        ImGuiWindowFlags_NoBackground |
                        (ui.card_shown ? ImGuiWindowFlags_NoMouseInputs : 0));
  const float pad = std::round(10.0f * s);
  const float room = c.w - 2 * pad;
  draw_question(frame, q, c, pad, room);
  draw_answers(frame, q.answers, ui, c, pad, room, out);
  ImGui::EndChild();
}

}  // namespace app::mk
