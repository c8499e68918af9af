// The legacy campaign as the desktop game plays it: the engine's Campaign, the table of the
// episode in play with its hot-seat TurnController, and an autosave after every change. The
// engine decides every rule; the app passes the function that writes the save (no files here).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "mycity/campaign.hpp"
#include "mycity/session/table.hpp"
#include "mycity/session/turn_controller.hpp"
#include "table/result.hpp"

namespace mycity::session {

class CampaignSession : public Table {
 public:
  // Writes the campaign (e.g. CampaignSaves::save with the time of day); returns an error
  // text, or "" when the save was written.
  using SaveFunction = std::function<table::Status(const Campaign&)>;

  // `campaign` may be new or loaded mid-episode: a game in play gets its controller.
  CampaignSession(Campaign campaign, SaveFunction save);
  CampaignSession(const CampaignSession&) = delete;  // its controller refers to it
  CampaignSession& operator=(const CampaignSession&) = delete;

  // The campaign as the screens show it: stickers placed but not yet confirmed included.
  const Campaign& campaign() const { return campaign_; }
  // The campaign's phase, except that a sticker phase lasts until confirm_stickers().
  CampaignPhase phase() const;

  // The episode's hot-seat controller from its first card until next_episode(): the end
  // screen shows its finished game. Null before the episode's game exists.
  TurnController* turns() { return turns_ ? &*turns_ : nullptr; }
  const TurnController* turns() const { return turns_ ? &*turns_ : nullptr; }
  // The episode's game, and its move played by the campaign (which scores a finished
  // episode). A move is saved by save_if_changed(), which the app calls once the frame
  // showing it is on screen; every other change saves at once.
  const Game& game() const override { return campaign_.game(); }
  std::optional<Violation> act(const Action& action) override;
  void save_if_changed();
  // An episode ended at this table and its results have not been read yet. A campaign
  // continued from a save starts without: its last results were shown when it was played.
  bool results_pending() const { return results_pending_; }
  void results_read() { results_pending_ = false; }
  // Shows the last episode's results again (a group that continued the campaign later).
  void show_results() { results_pending_ = !campaign_.episode_logs().empty(); }

  // Start and reward stickers (R51-R53): the pending sticker's legal cells or pieces.
  std::vector<Cell> legal_sticker_cells() const;
  std::optional<Violation> place_sticker(Cell cell);
  std::optional<Violation> place_sticker_on_piece(int piece);
  // A sticker is permanent, so the phase's stickers stay tentative (and unsaved) until the
  // players confirm them all; until then the last one placed can be taken back.
  struct PlacedSticker {
    PendingSticker sticker;    // whose, and which
    std::optional<Cell> cell;  // where, for a board sticker
    int piece = -1;            // on which building, for a building sticker
  };
  const std::vector<PlacedSticker>& unconfirmed_stickers() const { return unconfirmed_; }
  void take_back_sticker();
  // Allowed once no sticker is pending; saves the campaign.
  void confirm_stickers();

  void open_envelope();
  void next_episode();
  // R54: a new player (a person, or the computer at the strength `computer`) takes over
  // the city at `seat`. Throws Error when not allowed now.
  void replace_player(int seat, std::string name, std::string animal, std::string computer = {});
  // A computer's city places its pending stickers by its bot (R51-R53), tentatively like
  // anyone's; the sticker screen calls this each frame.
  void place_computer_stickers();
  // Between episodes: the house rules of the episodes to come (R1). Throws Error otherwise.
  void set_house_rules(HouseRules house_rules);

  // The last save's error ("" when it was written): the screens show it, play goes on.
  const std::string& save_error() const { return save_error_; }

 private:
  void sync_turns();
  void save();
  std::optional<Violation> place_tentatively(PlacedSticker placed);

  Campaign campaign_;
  // The campaign before the unconfirmed stickers, and those stickers in order.
  std::optional<Campaign> before_stickers_;
  std::vector<PlacedSticker> unconfirmed_;
  SaveFunction save_function_;
  std::optional<TurnController> turns_;
  bool unsaved_ = false;  // a move waits for save_if_changed()
  bool results_pending_ = false;
  std::string save_error_;
};

}  // namespace mycity::session
