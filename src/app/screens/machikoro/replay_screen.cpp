#include "screens/machikoro/replay_screen.hpp"

#include <algorithm>
#include <numeric>

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/look_back.hpp"
#include "machikoro/session/story_words.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/machikoro/story_views.hpp"
#include "ui/layout_audit.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;
namespace mk = machikoro::session;

namespace {

ScreenId screen_before(mk::LookBackFrom from) {
  return from == mk::LookBackFrom::End ? MachiKoroScreen::End : MachiKoroScreen::FinishedGames;
}

// "Coins: 12 (+3)": the coins after the turn shown, and how they moved in it.
std::string coins_line(const mk::LookBack& look, int seat) {
  const mk::GameStory& story = *look.story();
  const int now = story.player(seat).coins.at(look.step());
  if (look.step() == 0) return format(tr("Coins: {1}"), now);
  const int change = now - story.player(seat).coins.at(look.step() - 1);
  if (change == 0) return format(tr("Coins: {1}"), now);
  return format(tr("Coins: {1} ({2})"), now,
                (change > 0 ? "+" : "\xE2\x88\x92") + std::to_string(std::abs(change)));
}

// The landmarks built, then each establishment with its copies, one a line.
void city_lines(const machikoro::CardSet& cards, const machikoro::PlayerState& city) {
  std::vector<std::string> landmarks;
  for (std::size_t i = 0; i < cards.landmarks().size(); ++i)
    if (city.landmarks[i])
      landmarks.push_back(
          mk::card_name(cards, machikoro::CardRef::landmark_at(static_cast<int>(i))));
  std::string built;
  for (const std::string& name : landmarks) built += (built.empty() ? "" : ", ") + name;
  wrapped_text(format(tr("Landmarks: {1}"), built.empty() ? tr("none yet") : built), palette::kInk);
  for (std::size_t i = 0; i < city.establishments.size(); ++i) {
    const int copies = city.establishments[i];
    if (copies == 0) continue;
    // TRANSLATORS: Machi Koro's replay: an establishment and how many a city has.
    wrapped_text(
        format(tr("{1} \xC3\x97{2}"),
               mk::card_name(cards, machikoro::CardRef::establishment(static_cast<int>(i))),
               copies),
        palette::kInkSoft);
  }
}

// The turn shown across the top: its number and the roll, then what it did, line by line.
void draw_turn(UiFrame& frame, const machikoro::CardSet& cards, const mk::LookBack& look,
               float margin) {
  const mk::GameStory& story = *look.story();
  begin_band(margin);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextWrapped(
      "%s", look.step() == 0
                ? tr("Replay: before the first turn").c_str()
                : format(tr("Replay: turn {1} of {2}"), look.step(), look.steps()).c_str());
  ImGui::PopFont();
  if (look.step() == 0) {
    ImGui::TextWrapped("%s", tr("\xE2\x86\x90 and \xE2\x86\x92 step through the game.").c_str());
    end_band(margin);
    return;
  }
  const mk::StoryTurn& turn = story.turns()[look.step() - 1];
  ImGui::TextWrapped("%s", mk::roll_words(story, turn).c_str());
  end_band(margin);
  std::string events;
  for (const machikoro::Event& event : turn.events)
    events += (events.empty() ? "" : "\n") + mk::event_words(cards, story, event);
  if (events.empty()) events = tr("Nothing was paid or built.");
  // A turn of many payments scrolls in a quarter of the window at most.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float room = ImGui::GetIO().DisplaySize.x - 2 * margin;
  const float wrap = room - style.ScrollbarSize - 2 * style.WindowPadding.x;
  const float height = std::min(
      ImGui::CalcTextSize(events.c_str(), nullptr, false, wrap).y + 2 * style.WindowPadding.y,
      ImGui::GetIO().DisplaySize.y * 0.25f);
  ImGui::BeginChild("##events", {room, height}, true);
  allow_scrolling();
  ImGui::PushTextWrapPos(wrap + style.WindowPadding.x);
  ImGui::TextUnformatted(events.c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
}

}  // namespace

bool MachiKoroReplayScreen::on_key(const KeyPress& key) {
  if (key.key != KeyPress::Key::Left && key.key != KeyPress::Key::Right) return false;
  look_.step_by(key.key == KeyPress::Key::Left ? -1 : 1);
  return true;
}

void MachiKoroReplayScreen::draw_buttons(UiFrame& frame, float y) {
  const auto [size, gap] = begin_footer_row(frame, 3, 240.0f, y);
  ImGui::BeginDisabled(look_.step() == 0);
  if (button((tr("\xE2\x86\x90 Previous") + "###previous").c_str(), size)) look_.step_by(-1);
  ImGui::EndDisabled();
  ImGui::SameLine(0, gap);
  ImGui::BeginDisabled(look_.step() == look_.steps());
  if (button((tr("Next \xE2\x86\x92") + "###next").c_str(), size)) look_.step_by(1);
  ImGui::EndDisabled();
  ImGui::SameLine(0, gap);
  if (button((tr("Back") + "###back").c_str(), size)) frame.go_to = screen_before(look_.from());
}

void MachiKoroReplayScreen::draw(UiFrame& frame) {
  if (look_.story() == nullptr || !hub_.ready()) {
    frame.go_to = ScreenId::MainMenu;
    return;
  }
  draw_menu_background(frame, 0.55f);
  const float s = frame.ui_scale;
  const float margin = 14.0f * s;
  const ImGuiIO& io = ImGui::GetIO();
  begin_full_window("##machikoro-replay");
  const machikoro::CardSet& cards = hub_.cards();
  draw_turn(frame, cards, look_, margin);
  const float buttons_y = io.DisplaySize.y - margin - 44.0f * s;
  ImGui::SetCursorScreenPos({margin, ImGui::GetCursorScreenPos().y});
  const mk::GameStory& story = *look_.story();
  std::vector<int> seats(static_cast<std::size_t>(story.player_count()));
  std::iota(seats.begin(), seats.end(), 0);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {margin, margin});
  draw_story_columns(frame, "##cities", seats, buttons_y - margin, body_height_, [&](int seat) {
    seat_name_line(frame, story, seat);
    wrapped_text(coins_line(look_, seat), palette::kInk);
    city_lines(cards, story.cities_after(look_.step()).at(static_cast<std::size_t>(seat)));
  });
  ImGui::PopStyleVar();
  draw_buttons(frame, buttons_y);
  ImGui::End();
}

}  // namespace app
