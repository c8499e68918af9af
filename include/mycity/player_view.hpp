// What a person at the table knows when it is their turn (R10, R17): their own city and
// track, the revealed building, and the SET of cards still to come, never their order.
// Computer players decide from this alone, so they cannot use hidden information; it is a
// plain value, so a front end may copy it and let a bot think on another thread.
#pragma once

#include <memory>
#include <vector>

#include "mycity/city.hpp"
#include "mycity/content.hpp"
#include "mycity/game.hpp"
#include "mycity/house_rules.hpp"
#include "mycity/score_track.hpp"

namespace mycity {

struct PlayerView {
  const Catalogue* catalogue = nullptr;  // must outlive the view
  std::shared_ptr<const RuleModules> modules;
  HouseRules house_rules;
  int seat = 0;
  City city;
  ScoreTrack track;
  int piece = -1;  // the revealed building
  bool may_pass = false;
  // The cards not yet revealed, sorted (piece index; -1 for the block card).
  std::vector<int> unseen;
  // The races (index into modules->races) this player may still win (R36).
  std::vector<std::size_t> open_races;

  // Points the races would give at once for building `city_after`.
  int race_points_if(const City& city_after) const;
};

// The view of the seat to act in a game that is not over.
PlayerView view_of(const Game& game);

}  // namespace mycity
