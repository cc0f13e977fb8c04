#!/usr/bin/env python3
"""The mix OpenAL Soft's wave backend wrote (RIFF WAVE, 16-bit or float, any channels), around a
byte offset of the file: its loudness (RMS, full scale 1) and zero-crossing rate (crossings per
second, which follows an engine's pitch) over [from, to) seconds relative to that offset.
usage: wave_mix.py FILE OFFSET_BYTES FROM TO [FROM TO ...]
prints one line per range: "rms zcr"."""
import math
import struct
import sys


def read(path):
    b = open(path, "rb").read()
    if b[:4] != b"RIFF" or b[8:12] != b"WAVE":
        sys.exit(f"{path}: not a RIFF WAVE file")
    pos, fmt = 12, None
    while pos + 8 <= len(b):
        cid, size = b[pos:pos + 4], struct.unpack("<I", b[pos + 4:pos + 8])[0]
        if cid == b"fmt ":
            fmt = struct.unpack("<HHIIHH", b[pos + 8:pos + 24])
            if fmt[0] == 0xFFFE:  # extensible: the sub-format's tag
                fmt = (struct.unpack("<H", b[pos + 32:pos + 34])[0],) + fmt[1:]
        if cid == b"data":
            return fmt, pos + 8, b[pos + 8:]  # the size may be unwritten: read to the end
        pos += 8 + size + (size & 1)
    sys.exit(f"{path}: no data chunk")


def main():
    path, offset = sys.argv[1], int(sys.argv[2])
    (tag, channels, rate, _, align, bits), data_at, data = read(path)
    frames = len(data) // align
    kind = "<%dh" if bits == 16 else "<%df"
    values = struct.unpack(kind % (frames * channels), data[:frames * align])
    scale = 32768.0 if bits == 16 else 1.0
    mono = [sum(values[i * channels:(i + 1) * channels]) / channels / scale for i in range(frames)]
    at = max(0, (offset - data_at) // align)
    ranges = [float(v) for v in sys.argv[3:]]
    for lo, hi in zip(ranges[0::2], ranges[1::2]):
        a, z = max(0, at + int(lo * rate)), min(frames, at + int(hi * rate))
        if z - a < rate // 10:
            sys.exit(f"{path}: only {max(0, z - a)} samples in [{lo}, {hi}) s")
        seg = mono[a:z]
        rms = math.sqrt(sum(v * v for v in seg) / len(seg))
        crossings = sum(1 for i in range(1, len(seg)) if (seg[i - 1] < 0) != (seg[i] < 0))
        print(f"{rms:.4f} {crossings * rate / len(seg):.1f}")


main()
