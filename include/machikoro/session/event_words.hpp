// A Machi Koro event in words, told two ways: a short line for the table's log, or a
// sentence for the replay. Which event it is (from the bank, paid in part, a swap, a build)
// is decided here once for both.
#pragma once

#include <string>
#include <vector>

#include "machikoro/action.hpp"
#include "machikoro/cards.hpp"
#include "machikoro/event.hpp"

namespace machikoro::session {

enum class Telling { LogLine, Sentence };

// "5", or "3 + 4 = 7" for two dice; "" before the roll.
std::string dice_words(const Dice& dice);

// `names`: the seats' names as shown. "Ben → Ann: 1 (Cafe)" or "Cafe: Ben takes 1 coin from
// Ann.", "Ann built Ranch for 1" or "Ann builds Ranch for 1 coin.", ...
std::string event_words(const CardSet& cards, const std::vector<std::string>& names,
                        const Event& event, Telling telling);

}  // namespace machikoro::session
