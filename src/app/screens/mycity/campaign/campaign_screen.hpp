// The campaign between games, by phase: a new chapter's envelope, the stickers placed in
// turn, the episode's results, the cities' histories with a change of player (R54), and the
// campaign's end (R46). An episode itself is played on the campaign play screen.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "mycity/session/computer.hpp"
#include "ui/screen.hpp"

namespace mycity {
class Campaign;
}

namespace mycity::session {
class CampaignHub;
class LookBack;
struct Presentation;
}  // namespace mycity::session

namespace app {

class CampaignScreen : public Screen {
 public:
  // `look`: its look-back views show the analysis and replay of the episode just played.
  CampaignScreen(mycity::session::CampaignHub& hub, mycity::session::LookBack& look,
                 const mycity::session::Presentation& presentation)
      : hub_(hub), look_(look), presentation_(presentation) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  void draw_envelope(UiFrame& frame);
  void draw_results(UiFrame& frame);
  // Opens the episode just played in the look-back views; false (and error_) if it fails.
  bool look_back_at_episode();
  void draw_between(UiFrame& frame);
  void draw_finished(UiFrame& frame);
  void draw_replace(UiFrame& frame, int seat);
  void draw_save_error();

  mycity::session::CampaignHub& hub_;
  mycity::session::LookBack& look_;
  const mycity::session::Presentation& presentation_;
  // The episode whose results the group has read (they come before the reward stickers).
  std::array<std::array<char, 48>, 4> new_names_{};
  std::array<std::optional<mycity::session::Strength>, 4> new_kinds_{};  // R54: who takes over
  std::string error_;
  std::string sticker_error_;  // why the last cell clicked takes no sticker
};

}  // namespace app
