#!/usr/bin/env python3
"""Writes the seed corpus of the fuzz targets (fuzz/corpus/): for the value
reader, the inputs of the test programs' cases and binary values (some
malformed); for the front end, a few small programs (the test programs
themselves are replayed from tests/ directly)."""
import os, re, struct, glob

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
vals = os.path.join(root, "fuzz/corpus/values")
os.makedirs(vals, exist_ok=True)
n = 0

def put(data):
    global n
    with open(os.path.join(vals, "seed%03d" % n), "wb") as f:
        f.write(data)
    n += 1

# the inputs of test cases (any-type mode: first byte even)
seen = set()
for path in sorted(glob.glob(os.path.join(root, "tests/programs/**/*.fut"), recursive=True)):
    for m in re.finditer(r"input \{([^}]*)\}", open(path).read()):
        text = m.group(1).strip()
        if text and text not in seen and len(text) < 300:
            seen.add(text)
            put(b"\x00" + text.encode())
        if len(seen) >= 120:
            break

# typed mode: first byte odd, (b>>1)%12 the type, (b>>5)%4 the rank
PRIMS = ["i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f16", "f32", "f64", "bool"]
def mode(t, rank):
    return bytes([1 | (PRIMS.index(t) << 1) | (rank << 5)])
put(mode("i32", 1) + b"[1, 2, 3]")
put(mode("f32", 2) + b"[[1f32, 2.5], [f32.nan, -f32.inf]]")
put(mode("bool", 0) + b"true")
put(mode("u8", 1) + b"empty([0]u8)")
put(mode("f64", 0) + b"0x1.fp3")

def binary(t, shape, payload=None, version=2):
    name = {"i8": "  i8", "i16": " i16", "i32": " i32", "i64": " i64", "u8": "  u8", "u16": " u16",
            "u32": " u32", "u64": " u64", "f16": " f16", "f32": " f32", "f64": " f64", "bool": "bool"}[t]
    b = b"b" + bytes([version, len(shape)]) + name.encode()
    for d in shape:
        b += struct.pack("<Q", d)
    if payload is None:
        size = {"i8": 1, "u8": 1, "bool": 1, "i16": 2, "u16": 2, "f16": 2, "i32": 4, "u32": 4, "f32": 4}.get(t, 8)
        count = 1
        for d in shape:
            count *= d
        payload = bytes(size * count)
    return b + payload

put(b"\x00" + binary("i32", [3]))
put(b"\x00" + binary("f32", [2, 2]) + b" 5i32 " + binary("bool", []))
put(b"\x00" + binary("f64", [1 << 40], b""))            # absurd shape, no data
put(b"\x00" + binary("i64", [1 << 62, 1 << 62], b""))   # overflowing shape
put(b"\x00" + binary("i32", [4], b"\x01\x02"))          # truncated data
put(b"\x00" + binary("i32", [3], version=1))             # unknown version
put(b"\x00b\x02\x01 i3")                                  # truncated header
put(mode("i32", 1) + binary("i32", [2]))
put(mode("i32", 1) + binary("f32", [2]))                 # wrong type
print("wrote %d value seeds to %s" % (n, vals))

fe = os.path.join(root, "fuzz/corpus/frontend")
os.makedirs(fe, exist_ok=True)
progs = {
    "loop.fut": "def main (n: i64) = loop (acc, i) = (0, 0) while i < n do (acc + i, i + 1)\n",
    "soacs.fut": "def main (xs: []f32) = reduce (+) 0 (map (*2) xs) + f32.sum (scan (+) 0 xs)\n",
    "update.fut": "def main (xs: *[]i32) (i: i64) = let xs[i] = 1 in xs with [0] = 2\n",
    "sizes.fut": "def f [n] (xs: [n]i32) : [n]i32 = xs\ndef main (k: i64) (xs: []i32) = f (xs :> [k]i32)\n",
    "records.fut": "type p = (i32, f32)\ndef main (x: i32) : p = if x > 0 then (x, 1) else (0, f32.i32 x)\n",
}
for name, text in progs.items():
    open(os.path.join(fe, name), "w").write(text)
