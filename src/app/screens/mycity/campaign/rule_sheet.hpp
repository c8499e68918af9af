// A chapter's rule sheet as the envelope shows it and the play screen's overlay repeats
// it: title, story, the new rules with a picture of each new element, and the chapter's
// overview table (each episode's terms and what each place receives).
#pragma once

#include <string>
#include <vector>

#include "mycity/campaign_content.hpp"
#include "mycity/session/presentation.hpp"
#include "ui/screen.hpp"

namespace app {

// Into the current ImGui window. `episode` is highlighted in the table, which shows the
// places `players` can take.
void draw_rule_sheet(UiFrame& frame, const mycity::session::Presentation& presentation,
                     const mycity::ChapterDef& chapter, const mycity::CampaignDef& definition,
                     int episode, int players);

// The art (file names in assets/art/ without ".svg") a chapter picture draws.
std::vector<std::string> element_art(const mycity::session::ChapterPicture& picture);

// The overview table of the chapter (episodes x terms and the rewards of each place).
void draw_overview_table(const mycity::session::TermWords& words, const mycity::ChapterDef& chapter,
                         const mycity::CampaignDef& definition, int episode, int players);

}  // namespace app
