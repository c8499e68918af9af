#include <algorithm>

#include "effects/effect.hpp"
#include "machikoro/cards.hpp"

namespace machikoro {

CardSet::CardSet(std::vector<Establishment> establishments, std::vector<Landmark> landmarks,
                 int start_coins, std::vector<int> start_establishments)
    : establishments_(std::move(establishments)),
      landmarks_(std::move(landmarks)),
      start_coins_(start_coins),
      start_establishments_(std::move(start_establishments)),
      firing_on_(kMaxTotal + 1) {
  colour_on_.fill(std::vector<std::vector<int>>(kMaxTotal + 1));
  for (std::size_t i = 0; i < establishments_.size(); ++i) {
    const Establishment& e = establishments_[i];
    if (e.effect && e.effect->needs_extra_roll()) extra_roll_cards_.push_back(static_cast<int>(i));
    for (int total = std::max(e.roll_low, 0); total <= std::min(e.roll_high, kMaxTotal); ++total) {
      firing_on_[static_cast<std::size_t>(total)].push_back(static_cast<int>(i));
      colour_on_[static_cast<std::size_t>(e.colour)][static_cast<std::size_t>(total)].push_back(
          static_cast<int>(i));
    }
  }
  for (const Edition edition : {Edition::Base, Edition::Plus}) {
    auto& list = buildable_[static_cast<std::size_t>(edition)];
    for (std::size_t i = 0; i < establishments_.size(); ++i) {
      if (in_game(establishments_[i].edition, edition))
        list.push_back({CardRef::establishment(static_cast<int>(i)), establishments_[i].cost});
    }
    for (std::size_t i = 0; i < landmarks_.size(); ++i) {
      if (in_game(landmarks_[i].edition, edition) && !landmarks_[i].starts_built)
        list.push_back({CardRef::landmark_at(static_cast<int>(i)), landmarks_[i].cost});
    }
  }
}

int CardSet::find_establishment(std::string_view id) const {
  for (std::size_t i = 0; i < establishments_.size(); ++i) {
    if (establishments_[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

int CardSet::find_landmark(std::string_view id) const {
  for (std::size_t i = 0; i < landmarks_.size(); ++i) {
    if (landmarks_[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

std::optional<CardRef> CardSet::find(std::string_view id) const {
  if (const int card = find_establishment(id); card >= 0) return CardRef::establishment(card);
  if (const int landmark = find_landmark(id); landmark >= 0) return CardRef::landmark_at(landmark);
  return std::nullopt;
}

const std::string& CardSet::id(CardRef card) const {
  return card.landmark ? landmark(card.index).id : establishment(card.index).id;
}

std::string default_cards_file(const std::string& data_dir) {
  return data_dir + "/machikoro/cards.json";
}

}  // namespace machikoro
