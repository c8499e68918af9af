// What the record's reader and replay share (src/mycity/record/). The JSON values that
// campaign saves and content files share as well are in ../record_json.hpp.
#pragma once

#include "base/json_reader.hpp"
#include "mycity/board_generator.hpp"
#include "mycity/record.hpp"

namespace mycity::detail {

// The layout of a recorded generated board, held to every board check; ContentError naming
// `place` when it is not one the generator can make.
BoardLayout recorded_layout(const BoardFrame& frame, const RecordedBoard& board,
                            const base::JsonPlace& place);

}  // namespace mycity::detail
