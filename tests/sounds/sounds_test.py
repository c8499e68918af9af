#!/usr/bin/env python3
"""The committed sounds (assets/sounds/) are what tools/make-sounds.py makes, and stay small,
quiet and click-free: 16-bit mono 22050 Hz, under 30 KB, peaks at most 31 % of full scale,
the first and last sample silent. Usage: sounds_test.py SOURCE_DIR"""

import os
import struct
import subprocess
import sys
import tempfile
import wave

EXPECTED = {"place", "pass", "reveal", "game-end", "dice", "coins"}
MAX_BYTES = 30 * 1024
MAX_PEAK = round(0.31 * 32767)
failures = []


def samples(path):
    with wave.open(path, "rb") as w:
        shape = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        data = w.readframes(w.getnframes())
    return shape, struct.unpack("<%dh" % (len(data) // 2), data)


def check_file(name, committed, remade):
    path = os.path.join(committed, name + ".wav")
    if os.path.getsize(path) >= MAX_BYTES:
        failures.append("%s: %d bytes, not under %d" % (path, os.path.getsize(path), MAX_BYTES))
    shape, have = samples(path)
    if shape != (1, 2, 22050):
        failures.append("%s: channels, bytes a sample, rate are %s, not (1, 2, 22050)" % (path, shape))
    peak = max(abs(s) for s in have)
    if not 0.1 * 32767 < peak <= MAX_PEAK:
        failures.append("%s: peak %d, not between 10 %% of full scale and %d" % (path, peak, MAX_PEAK))
    if have[0] != 0 or have[-1] != 0:
        failures.append("%s: starts at %d and ends at %d, not in silence" % (path, have[0], have[-1]))
    _, want = samples(os.path.join(remade, name + ".wav"))
    # One step of rounding apart at most: another libm may round a last digit differently.
    if len(want) != len(have) or any(abs(a - b) > 1 for a, b in zip(want, have)):
        failures.append("%s: not what tools/make-sounds.py makes now; run it again" % path)


def main():
    source = sys.argv[1]
    committed = os.path.join(source, "assets", "sounds")
    found = {f[:-4] for f in os.listdir(committed) if f.endswith(".wav")}
    if found != EXPECTED:
        failures.append("%s holds %s, not %s" % (committed, sorted(found), sorted(EXPECTED)))
    with tempfile.TemporaryDirectory() as remade:
        subprocess.run([sys.executable, os.path.join(source, "tools", "make-sounds.py"),
                        "--out", remade], check=True)
        for name in sorted(found & EXPECTED):
            check_file(name, committed, remade)
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
