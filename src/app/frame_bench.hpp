// mycity --bench-frames N: how fast the real app starts and draws, and that it stays idle.
#pragma once

#include <chrono>

#include "command_line.hpp"

namespace mycity::app {

// Runs the app headless (SDL offscreen driver, software renderer, 1920x1080 unless --size
// says otherwise) and prints to stdout: milliseconds from `process_start` to the first
// drawn frame; CPU time per frame (mean, p50, p99, max, frames over 4 ms, share of the
// window the frame cache redrew) over N forced redraws of an unchanged frame and N of the
// same frame drawn whole; on the play screen (--new-game), N frames of the pointer sweeping
// the active board a cell per frame, the same sweep drawn whole, and a few turn changes;
// frames drawn in one second without input; peak resident memory. Settings and saves go to a
// temporary folder unless --settings / --save-dir name one. Returns the exit code.
int run_frame_bench(Options options, std::chrono::steady_clock::time_point process_start);

}  // namespace mycity::app
