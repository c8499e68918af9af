#include "mycity/session/campaign_session.hpp"

#include "base/random.hpp"
#include "mycity/bots.hpp"
#include "mycity/stickers.hpp"

namespace mycity::session {
namespace {

std::optional<Violation> place(Campaign& campaign, const CampaignSession::PlacedSticker& placed) {
  return placed.cell ? campaign.place_sticker(*placed.cell)
                     : campaign.place_sticker_on_piece(placed.piece);
}

}  // namespace

CampaignSession::CampaignSession(Campaign campaign, SaveFunction save)
    : campaign_(std::move(campaign)), save_function_(std::move(save)) {
  sync_turns();
}

void CampaignSession::sync_turns() {
  if (!campaign_.has_game()) {
    turns_.reset();
  } else if (!turns_) {
    turns_.emplace(*this);
  }
}

std::optional<Violation> CampaignSession::act(const Action& action) {
  if (auto violation = campaign_.play(action)) return violation;
  unsaved_ = true;
  if (campaign_.phase() != CampaignPhase::Playing) results_pending_ = true;
  return std::nullopt;
}

void CampaignSession::save_if_changed() {
  if (unsaved_) save();
}

std::vector<Cell> CampaignSession::legal_sticker_cells() const {
  std::vector<Cell> cells;
  campaign_.legal_cells().for_each([&](Cell cell) { cells.push_back(cell); });
  return cells;
}

CampaignPhase CampaignSession::phase() const {
  return before_stickers_ ? before_stickers_->phase() : campaign_.phase();
}

std::optional<Violation> CampaignSession::place_sticker(Cell cell) {
  return place_tentatively({{}, cell, -1});
}

std::optional<Violation> CampaignSession::place_sticker_on_piece(int piece) {
  return place_tentatively({{}, std::nullopt, piece});
}

std::optional<Violation> CampaignSession::place_tentatively(PlacedSticker placed) {
  if (!campaign_.pending_sticker()) return Violation{"R51", "there is no sticker to place now"};
  placed.sticker = *campaign_.pending_sticker();
  std::optional<Campaign> before;
  if (!before_stickers_) before = campaign_;
  if (auto violation = place(campaign_, placed)) return violation;
  if (before) before_stickers_ = std::move(before);
  unconfirmed_.push_back(std::move(placed));
  return std::nullopt;
}

void CampaignSession::place_computer_stickers() {
  for (;;) {
    const std::optional<PendingSticker> pending = campaign_.pending_sticker();
    if (!pending || campaign_.player(pending->seat).computer.empty()) return;
    const CampaignPlayer& player = campaign_.player(pending->seat);
    const std::unique_ptr<Bot> bot = make_bot(player.computer);
    base::Rng rng(base::derive_seed(campaign_.seed(), campaign_.commands().size()));
    PlacedSticker placed{{}, std::nullopt, -1};
    if (is_building_sticker(pending->sticker)) {
      placed.piece = bot->choose_sticker_piece(campaign_.catalogue(), pending->sticker,
                                               campaign_.legal_pieces(), rng);
    } else {
      placed.cell =
          bot->choose_sticker_cell(player.board, pending->sticker, campaign_.legal_cells(), rng);
    }
    if (place_tentatively(placed)) return;  // a bot chooses a legal target; never loop
  }
}

void CampaignSession::take_back_sticker() {
  if (unconfirmed_.empty()) return;
  // A computer places its stickers again at once: take back the last person's too.
  while (unconfirmed_.size() > 1 &&
         !campaign_.player(unconfirmed_.back().sticker.seat).computer.empty())
    unconfirmed_.pop_back();
  unconfirmed_.pop_back();
  campaign_ = *before_stickers_;
  // The same choices on the same campaign are accepted again (the engine is deterministic).
  for (const PlacedSticker& placed : unconfirmed_) place(campaign_, placed);
  if (unconfirmed_.empty()) before_stickers_.reset();
}

void CampaignSession::confirm_stickers() {
  if (!before_stickers_ || campaign_.pending_sticker()) return;
  before_stickers_.reset();
  unconfirmed_.clear();
  sync_turns();
  save();
}

void CampaignSession::open_envelope() {
  campaign_.open_envelope();
  sync_turns();
  save();
}

void CampaignSession::next_episode() {
  campaign_.next_episode();
  turns_.reset();
  sync_turns();
  save();
}

void CampaignSession::replace_player(int seat, std::string name, std::string animal,
                                     std::string computer) {
  campaign_.replace_player(seat, std::move(name), std::move(animal), std::move(computer));
  save();
}

void CampaignSession::set_house_rules(HouseRules house_rules) {
  campaign_.set_house_rules(house_rules);
  save();
}

void CampaignSession::save() {
  unsaved_ = false;
  save_error_ = save_function_ ? save_function_(campaign_).error() : std::string();
}

}  // namespace mycity::session
