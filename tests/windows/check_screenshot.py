#!/usr/bin/env python3
"""Checks that a PNG the Windows build drew is a screen: the size asked for, not blank, with
text on it (thin dark glyph strokes between light pixels, which boards and fills lack).
Usage: check_screenshot.py FILE WIDTH HEIGHT; exit 1 naming what is wrong."""
import struct
import sys
import zlib


def decode_png(path):
    """(width, height, rows of (r, g, b) bytes), for the 8-bit RGB/RGBA files SDL_image writes."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unexpected PNG kind (depth {depth}, colour type {colour})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                corner = previous[i - channels] if i >= channels else 0
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                best = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + best) & 0xFF
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


def glyph_strokes(rows):
    """Dark runs 1-3 pixels wide with light pixels on both sides: the stems of drawn letters."""
    count = 0
    for row in rows[::2]:
        luma = [(r * 3 + g * 6 + b) // 10 for r, g, b in row]
        x = 1
        while x < len(luma) - 4:
            if luma[x - 1] > 170 and luma[x] < 110:
                end = x
                while end < len(luma) and luma[end] < 110:
                    end += 1
                if end - x <= 3 and end < len(luma) and luma[end] > 170:
                    count += 1
                x = end
            else:
                x += 1
    return count


def main():
    path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    try:
        got_width, got_height, rows = decode_png(path)
    except (OSError, ValueError, zlib.error) as error:
        sys.exit(f"{path}: {error}")
    problems = []
    if (got_width, got_height) != (width, height):
        problems.append(f"{got_width}x{got_height}, not {width}x{height}")
    colours = len({pixel for row in rows[::8] for pixel in row[::8]})
    if colours < 20:
        problems.append(f"blank: {colours} colours")
    strokes = glyph_strokes(rows)
    if strokes < 200:
        problems.append(f"no text drawn: {strokes} letter strokes (at least 200 expected)")
    if problems:
        sys.exit(f"{path}: " + "; ".join(problems))
    print(f"{path}: {got_width}x{got_height}, {colours} colours, {strokes} letter strokes")


if __name__ == "__main__":
    main()
