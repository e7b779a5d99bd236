#!/usr/bin/env python3
"""Writes the seed corpus of fuzz_capi (fuzz/corpus/capi/): short operation
sequences that reach each operation and entry point of fuzz/capi.fut's
library, the misuse the library checks and the sizes it must refuse.  The
byte code is fuzz/fuzz_capi.cpp's: an opcode byte (taken modulo 16), then
its operands."""
import os

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = os.path.join(root, "fuzz/corpus/capi")
os.makedirs(out, exist_ok=True)

NEW, FREE, VALUES, SHAPE, INDEX, CALL, SYNC, ERROR, NEW2, BAD, RECREATE, REPORT, SYNC2 = \
    0, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15
I32_1, I32_2, I64_1, F32_1, BOOL_1 = 0, 1, 2, 3, 4
ENTRIES = ["sum", "dot", "add_rows", "tr", "colsums", "get", "grid", "range", "scale", "pair",
           "count", "checked", "inc"]
CTX, CTX2, NULLCTX = 2, 1, 0          # context selector bytes
RES, NULLRES = 1, 0                    # result pointer bytes
NULLARG = 7                            # an argument byte that selects NULL
SPECIAL = {"-1": 0xf0, "min": 0xf1, "2^42": 0xf2, "2^61": 0xf3, "2^62": 0xf4, "max": 0xf5,
           "-2^42": 0xf6, "2^62+1": 0xf7, "2^44": 0xf8, "max/4+1": 0xf9, "2^60+3": 0xfa, "-2": 0xfb}


def new(kind, dims, data, null_data=False, op=NEW):
    return bytes([op, kind] + dims + [0 if null_data else 1] + data)


def call(entry, operands, ctx=CTX, res=RES):
    return bytes([CALL, ENTRIES.index(entry), ctx, res] + operands)


seeds = {
    "basic": new(I32_1, [3], [1, 2, 3]) + call("sum", [0]) + bytes([VALUES, 0, 1, ERROR, 0]),
    "dot_mismatch": new(I32_1, [3], [1, 2, 3]) + new(I32_1, [2], [4, 5]) + call("dot", [0, 1])
    + bytes([ERROR, 0]) + call("dot", [0, 0]),
    "rows": new(I32_2, [2, 3], [1, 2, 3, 4, 5, 6]) + new(I32_1, [3], [7, 8, 9])
    + call("add_rows", [0, 1]) + call("tr", [0]) + call("colsums", [0]) + bytes([SHAPE, 2, 0]),
    "get_bounds": new(I32_1, [4], [9, 8, 7, 6]) + call("get", [0, 5]) + call("get", [0, 3])
    + call("get", [0, SPECIAL["-1"]]) + bytes([ERROR, 0]),
    "grid_sizes": call("grid", [2, 3, 5]) + call("grid", [SPECIAL["-1"], 2, 1])
    + call("grid", [SPECIAL["2^42"], 0, 1]) + call("grid", [0, SPECIAL["2^62"], 1])
    + call("grid", [SPECIAL["2^61"], SPECIAL["2^61"], 1]) + call("grid", [3, SPECIAL["2^44"], 1]),
    "range_sizes": call("range", [5]) + call("range", [SPECIAL["2^61"]])
    + call("range", [SPECIAL["2^62"]]) + call("range", [SPECIAL["max"]]) + call("range", [SPECIAL["min"]])
    + call("range", [SPECIAL["max/4+1"]]) + bytes([ERROR, 0]),
    "scale": new(F32_1, [4], [4, 0xfc, 0x80, 0x7f]) + bytes([CALL, ENTRIES.index("scale"), CTX, RES, 5, 0])
    + bytes([CALL, ENTRIES.index("scale"), CTX, RES, 8, 0]),
    "pair_count": new(I32_1, [5], [1, 2, 3, 4, 5]) + call("pair", [0]) + new(BOOL_1, [4], [1, 0, 1, 1])
    + call("count", [1]),
    "checked": new(I32_1, [2], [3, 0xfd]) + call("checked", [0]) + new(I32_1, [2], [0x11, 0x11])
    + call("checked", [1]) + bytes([ERROR, 0]),
    "inc": new(I32_1, [3], [0x7f, 0x11, 0x21]) + call("inc", [0]) + bytes([VALUES, 1, 1, FREE, 0, 1]),
    "null_things": new(I32_1, [3], [1, 2, 3]) + call("sum", [NULLARG]) + call("sum", [0], res=NULLRES)
    + call("sum", [0], ctx=NULLCTX) + bytes([VALUES, 5, 0, SHAPE, 6, 1, ERROR, 0])
    + new(I32_1, [3], [], null_data=True) + bytes([INDEX, 0, 1, 0, 0]) + bytes([FREE, 7, 1]),
    "bad_shapes": new(I32_1, [SPECIAL["-1"]], []) + new(I32_2, [SPECIAL["2^62"], SPECIAL["2^62"]], [])
    + new(I64_1, [SPECIAL["2^61"]], []) + new(BOOL_1, [SPECIAL["2^44"]], [])
    + new(I32_2, [0, SPECIAL["max"]], []) + new(I32_2, [SPECIAL["2^42"], 0], [])
    + call("tr", [0]) + call("colsums", [0]) + call("colsums", [1]) + bytes([ERROR, 0]),
    "index": new(I32_2, [2, 2], [1, 2, 3, 4]) + bytes([INDEX, 0, 1, 1, 1, INDEX, 0, 2, 0, 1])
    + bytes([INDEX, 0, SPECIAL["min"], 0, 1]),
    "two_contexts": new(I32_1, [2], [1, 2], op=NEW2) + new(I32_1, [2], [3, 4]) + call("dot", [0, 1])
    + call("sum", [0], ctx=CTX2) + bytes([FREE, 0, 0, FREE, 1, 0, SYNC2, 0, ERROR, 1, ERROR, 0]),
    "after_errors": new(I32_1, [1], [5]) + call("get", [0, 9]) + call("get", [0, 0]) + bytes([SYNC, 0])
    + call("checked", [0]) + bytes([ERROR, 0, ERROR, 0]),
    "contexts": new(I32_1, [1], [5]) + bytes([BAD, RECREATE]) + new(I32_1, [2], [5, 6])
    + call("sum", [0]) + bytes([REPORT, 0, REPORT, 1]),
}
for name, data in seeds.items():
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)
print("wrote %d seeds to %s" % (len(seeds), out))
