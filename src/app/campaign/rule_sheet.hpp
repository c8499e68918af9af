// A chapter's rule sheet as the envelope shows it and the play screen's overlay repeats
// it: title, story, the new rules with a picture of each new element, and the chapter's
// overview table (each episode's terms and what each place receives).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "mycity/campaign_content.hpp"
#include "screens/screen.hpp"

namespace mycity::app {

// Into the current ImGui window. `episode` is highlighted in the table.
void draw_rule_sheet(UiFrame& frame, const ChapterDef& chapter, const CampaignDef& definition,
                     int episode);

// The art (file names in assets/art/ without ".svg") the picture of `element` draws; empty
// when the element has no picture. Throws ContentError if the picture is not a board.
std::vector<std::string> element_art(std::string_view element);

// The overview table of the chapter (episodes x terms and rewards).
void draw_overview_table(const ChapterDef& chapter, const CampaignDef& definition, int episode);

}  // namespace mycity::app
