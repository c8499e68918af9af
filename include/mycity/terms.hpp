// Scoring terms as small named modules. A ruleset lists the terms it uses by id, with
// parameters (content.md / campaign.md); make_end_term and make_race build them.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "mycity/city.hpp"
#include "mycity/content.hpp"

namespace mycity {

// A term applied to the score track when the episode ends (R21, R30-R35).
class EndTerm {
 public:
  virtual ~EndTerm() = default;
  virtual std::string_view id() const = 0;
  virtual int points(const City& city) const = 0;
  // The cells that produced the points, for the scoring screen to highlight.
  virtual Bitboard cells(const City& city) const = 0;
};

// Whether `term` is the wells term (R35), whatever its points: the computer players build
// towards wells only when the ruleset scores them.
bool scores_wells(const EndTerm& term);
// R35 for one well not built over: how many of its four sides different buildings cover (it
// scores at 4), or -1 once it never can (a side no building can cover, one on two sides).
int covered_well_sides(const City& city, Cell well);

// An immediate reward for the first player(s) to reach a goal (R36 gold, express):
// everyone who reaches it in the first round anyone does gains the points.
class Race {
 public:
  virtual ~Race() = default;
  virtual std::string_view id() const = 0;
  virtual int points() const = 0;
  virtual bool reached(const City& city) const = 0;
};

// Build a term from its spec; throws ContentError naming `file` and `json_path` when the
// id is unknown or a parameter is wrong.
std::unique_ptr<EndTerm> make_end_term(const TermSpec& spec, const std::string& file,
                                       const std::string& json_path);
std::unique_ptr<Race> make_race(const TermSpec& spec, const std::string& file,
                                const std::string& json_path);

}  // namespace mycity
