#include "screens/machikoro/end_screen.hpp"

#include <algorithm>
#include <numeric>

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/look_back.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/machikoro/story_views.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;
namespace mk = machikoro::session;

namespace {

// The seats best placed first (section 8's ranks), seat order on a tie.
std::vector<int> by_rank(const mk::GameStory& story) {
  std::vector<int> seats(static_cast<std::size_t>(story.player_count()));
  std::iota(seats.begin(), seats.end(), 0);
  std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) {
    return story.ranks()[static_cast<std::size_t>(a)] < story.ranks()[static_cast<std::size_t>(b)];
  });
  return seats;
}

// "Place 2 · 3 of 4 landmarks · 17 coins" under a player's name.
std::string standing(const machikoro::CardSet& cards, const mk::GameStory& story, int seat) {
  const machikoro::PlayerState& city =
      story.cities_after(story.turns().size()).at(static_cast<std::size_t>(seat));
  int built = 0;
  int landmarks = 0;
  for (std::size_t i = 0; i < cards.landmarks().size(); ++i) {
    const machikoro::Landmark& landmark = cards.landmarks()[i];
    if (landmark.starts_built || !machikoro::in_game(landmark.edition, story.setup().edition))
      continue;
    ++landmarks;
    if (city.landmarks[i]) ++built;
  }
  const std::string place = format(tr("Place {1}"), story.ranks()[static_cast<std::size_t>(seat)]);
  // TRANSLATORS: Machi Koro's end screen: {1} landmarks built of the {2} a player can build.
  const std::string built_words =
      format(i18n::trn("{1} of {2} landmark", "{1} of {2} landmarks", landmarks), built, landmarks);
  const std::string coins = format(i18n::trn("{1} coin", "{1} coins", city.coins), city.coins);
  return place + "  \xC2\xB7  " + built_words + "  \xC2\xB7  " + coins;
}

}  // namespace

void MachiKoroEndScreen::on_enter() {
  play_again_requested_ = false;
  error_.clear();
}

bool MachiKoroEndScreen::on_key(const KeyPress& key) {
  if (key.key != KeyPress::Key::Enter || key.repeat) return false;
  play_again_requested_ = true;
  return true;
}

void MachiKoroEndScreen::play_again(UiFrame& frame) {
  play_again_requested_ = false;
  error_ = hub_.play_again(base::random_seed()).error();
  if (error_.empty()) frame.go_to = MachiKoroScreen::Play;
}

void MachiKoroEndScreen::draw_banner(UiFrame& frame, const mk::GameStory& story, float margin) {
  begin_band(margin);
  ImGui::PushFont(frame.fonts.heading);
  const std::string title =
      story.winner()
          // TRANSLATORS: {1} is the winner's name.
          ? format(tr("{1} wins!"),
                   mk::shown_name(story.setup().players[static_cast<std::size_t>(*story.winner())]))
          : tr("The game ended without a winner.");
  ImGui::TextWrapped("%s", title.c_str());
  ImGui::PopFont();
  const auto turns = static_cast<long>(story.turns().size());
  ImGui::TextWrapped("%s", format(i18n::trn("{1} turn was played. Best placed first:",
                                            "{1} turns were played. Best placed first:", turns),
                                  turns)
                               .c_str());
  if (!error_.empty()) wrapped_text(error_, palette::kWarn);
  end_band(margin);
}

void MachiKoroEndScreen::draw_buttons(UiFrame& frame, const mk::GameStory& story, float y) {
  const auto [size, gap] = begin_footer_row(frame, 3, 260.0f, y);
  if (button((tr("Play again (Enter)") + "###again").c_str(), size)) play_again(frame);
  ImGui::SameLine(0, gap);
  if (button((tr("Replay") + "###replay").c_str(), size)) {
    look_.open(story, mk::LookBackFrom::End);
    frame.go_to = MachiKoroScreen::Replay;
  }
  ImGui::SameLine(0, gap);
  if (button((tr("Menu (Esc)") + "###menu").c_str(), size)) frame.go_to = ScreenId::MainMenu;
}

void MachiKoroEndScreen::draw(UiFrame& frame) {
  const mk::GameStory* story = hub_.finished_story();
  if (story == nullptr) {
    frame.go_to = ScreenId::MainMenu;
    return;
  }
  if (play_again_requested_) {
    play_again(frame);
    if (frame.go_to) return;
  }
  draw_menu_background(frame, 0.55f);
  const float s = frame.ui_scale;
  const float margin = 14.0f * s;
  const ImGuiIO& io = ImGui::GetIO();
  begin_full_window("##machikoro-end");
  draw_banner(frame, *story, margin);
  const float buttons_y = io.DisplaySize.y - margin - 44.0f * s;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {margin, margin});
  const machikoro::CardSet& cards = hub_.cards();
  draw_story_columns(frame, "##players", by_rank(*story), buttons_y - margin, body_height_,
                     [&](int seat) {
                       seat_name_line(frame, *story, seat);
                       wrapped_text(standing(cards, *story, seat), palette::kInkSoft);
                       ImGui::Spacing();
                       player_summary(frame, cards, *story, seat);
                     });
  ImGui::PopStyleVar();
  draw_buttons(frame, *story, buttons_y);
  ImGui::End();
}

}  // namespace app
