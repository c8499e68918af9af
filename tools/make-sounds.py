#!/usr/bin/env python3
"""Synthesizes the game's sounds into assets/sounds/ (16-bit mono 22050 Hz WAV).

Standard library only and deterministic: the same files byte for byte on every run, so
the committed ones can be checked against this script (tests/sounds/sounds_test.sh).
Quiet on purpose: a board game's table, not an arcade. Remake them with
    python3 tools/make-sounds.py [--out DIR]
"""

import argparse
import math
import os
import struct
import wave

RATE = 22050
PEAK = 0.30  # of full scale: the loudest sample of every sound
EDGE = 0.004  # seconds of fade in and out, so that nothing clicks


class Noise:
    """A fixed linear congruential generator: the same noise on every machine."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) % 2**31
        return self.state / 2**30 - 1.0


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def add(into, sound, at):
    """Mixes `sound` into `into` starting `at` seconds in."""
    start = int(at * RATE)
    for i, s in enumerate(sound):
        if start + i < len(into):
            into[start + i] += s


def tone(freq, seconds, decay, partials=((1.0, 1.0),), attack=0.005):
    """A struck tone: partials (ratio, level) of `freq`, decaying by e every `decay` s."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(env * sum(level * math.sin(2 * math.pi * freq * ratio * t)
                             for ratio, level in partials))
    return out


def knock(seconds, seed, low, decay):
    """Noise through a one-pole low-pass (`low`: 0..1, smaller is duller), decaying fast."""
    noise = Noise(seed)
    out = []
    y = 0.0
    for i in range(int(seconds * RATE)):
        y += low * (noise.next() - y)
        out.append(y * math.exp(-(i / RATE) / decay))
    return out


def place():
    """A wooden tile set down on the table: a dull knock with a low body."""
    out = silence(0.14)
    add(out, knock(0.14, 7, 0.25, 0.012), 0)
    add(out, tone(190, 0.14, 0.03, ((1.0, 0.8), (2.7, 0.2))), 0)
    return out


def pass_turn():
    """A soft two-note step down: the turn goes by."""
    out = silence(0.30)
    soft = ((1.0, 1.0), (2.0, 0.15))
    add(out, tone(523.25, 0.16, 0.06, soft, 0.01), 0)
    add(out, tone(392.00, 0.20, 0.07, soft, 0.01), 0.10)
    return out


def bell(freq, seconds):
    return tone(freq, seconds, 0.18, ((1.0, 1.0), (2.0, 0.25), (3.01, 0.08)), 0.004)


def reveal():
    """Three rising bell notes: everybody's cities are shown."""
    out = silence(0.46)
    for n, freq in enumerate((523.25, 659.25, 783.99)):
        add(out, bell(freq, 0.46 - 0.08 * n), 0.08 * n)
    return out


def game_end():
    """A small cadence ending on a held chord: the game is over."""
    out = silence(0.54)
    add(out, bell(392.00, 0.20), 0)
    add(out, bell(493.88, 0.16), 0.10)
    for freq in (523.25, 659.25, 783.99):
        add(out, tone(freq, 0.34, 0.16, ((1.0, 1.0), (2.0, 0.2)), 0.006), 0.20)
    return out


def dice():
    """Two dice rattling on a wooden tray, then coming to rest."""
    out = silence(0.42)
    hits = Noise(11)
    at = 0.0
    gap = 0.022
    for n in range(9):
        add(out, knock(0.03, 100 + n, 0.6, 0.004), at)
        add(out, tone(900 + 300 * hits.next(), 0.03, 0.006), at)
        at += gap * (1.0 + 0.4 * hits.next())
        gap *= 1.12
    return out


def coins():
    """A few coins clinking as they change hands."""
    out = silence(0.36)
    ring = ((1.0, 1.0), (1.52, 0.5), (2.23, 0.3))
    for at, freq in ((0.0, 2350), (0.09, 2620), (0.17, 2480), (0.22, 2790)):
        add(out, tone(freq, 0.14, 0.035, ring, 0.001), at)
    return out


SOUNDS = {
    "place": place,
    "pass": pass_turn,
    "reveal": reveal,
    "game-end": game_end,
    "dice": dice,
    "coins": coins,
}


def finish(samples):
    """Scaled to PEAK, faded in and out, as 16-bit little-endian bytes."""
    loudest = max(abs(s) for s in samples) or 1.0
    edge = int(EDGE * RATE)
    n = len(samples)
    frames = bytearray()
    for i, s in enumerate(samples):
        fade = min(1.0, i / edge, (n - 1 - i) / edge)
        frames += struct.pack("<h", round(s / loudest * PEAK * fade * 32767))
    return bytes(frames)


def write(path, samples):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(finish(samples))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description="Synthesizes the game's sounds.")
    parser.add_argument("--out", default=os.path.join(here, "..", "assets", "sounds"),
                        help="the folder to write the .wav files to (default: assets/sounds)")
    out_dir = parser.parse_args().out
    os.makedirs(out_dir, exist_ok=True)
    for name, make in SOUNDS.items():
        write(os.path.join(out_dir, name + ".wav"), make())


if __name__ == "__main__":
    main()
