#include "machikoro/cards.hpp"

namespace machikoro {

CardSet::CardSet(std::vector<Establishment> establishments, std::vector<Landmark> landmarks,
                 int start_coins, std::vector<int> start_establishments)
    : establishments_(std::move(establishments)),
      landmarks_(std::move(landmarks)),
      start_coins_(start_coins),
      start_establishments_(std::move(start_establishments)) {}

const Establishment& CardSet::establishment(int index) const {
  return establishments_.at(static_cast<std::size_t>(index));
}

const Landmark& CardSet::landmark(int index) const {
  return landmarks_.at(static_cast<std::size_t>(index));
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

std::string default_cards_file(const std::string& data_dir) {
  return data_dir + "/machikoro/cards.json";
}

}  // namespace machikoro
