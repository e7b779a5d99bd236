#!/usr/bin/env python3
"""Random well-typed programs for differential testing.

Each program is a test program whose only case is

    -- random input { [N]i32 [N]i32 i32 [N]f32 [N][M]i32 } auto output

so `runic test --backend=interp` compares the interpreter on the IR after
every stage with the Core IR's result, and `runic test --backend=opencl`
compares the compiled program on PoCL with the interpreter.

The values:

- i32 scalars and `[n]i32` arrays: arithmetic wraps, so every order of
  evaluation gives the same result; map/map2, reduce, scan, filter, hist,
  scatter along a permutation, nested map-reduce, loops over scalars and
  arrays, in-place updates, if, rotate, reverse, indices;
- f32 scalars and `[n]f32` arrays, computed *exactly*: every f32 value is a
  multiple of 1/4 of magnitude at most 1000 before an addition (the input is
  quantised, `round (f * 64) / 4`, and sums, scans, maps and doublings are
  clamped to [-1000, 1000] by `cl`), so sums of up to 100 terms stay below
  2^22 and are exact in any order; comparisons and conversions to i32 can
  then never flip between backends (`runic test` compares floats with a
  tolerance besides);
- `[n][m]i32` arrays: nested maps, row and column reductions and scans
  (through transpose), replicate, flatten, in-place row updates;
- tuples (tuple patterns, unzip, reductions with tuple operators), records
  (literals, field access, `with` updates, arrays of records) and a sum
  type matched with `match`.

Every array has the size `n` (or `[n][m]`) of the inputs, so the programs
type-check under Futhark's size rules (`iota (length a)` would have the
size `length a`, which the checker keeps apart from n).  Indices are
reduced modulo the length and divisors forced non-zero, so a program never
fails at run time.

usage: gen_programs.py OUTDIR COUNT [SEED]
"""
import os
import random
import sys


class Env:
    """The variables in scope, by type: i32 and f32 scalars, [n]i32 and
    [n]f32 arrays, [n][m]i32 arrays."""

    def __init__(self, i, f, a, fa, a2):
        self.i, self.f, self.a, self.fa, self.a2 = i, f, a, fa, a2

    def plus(self, **kw):
        d = dict(i=self.i, f=self.f, a=self.a, fa=self.fa, a2=self.a2)
        for k, v in kw.items():
            d[k] = d[k] + v
        return Env(**d)


FLITS = ["0f32", "1f32", "0.25f32", "(-1.5f32)", "2.75f32", "3f32"]


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.fresh = 0

    def name(self, base):
        self.fresh += 1
        return "%s%d" % (base, self.fresh)

    def idx(self, e, length):
        """An index in range for a non-empty dimension `length`."""
        return "(i64.i32 (%s & 1023) %% %s)" % (self.scalar(e, 1), length)

    # ---- i32 scalars
    def scalar(self, e, depth):
        r = self.rng
        if depth <= 0 or r.random() < 0.25:
            v = r.randint(-9, 9)
            return r.choice(e.i + [str(v) if v >= 0 else "(%d)" % v])
        k = r.randrange(22)
        a = lambda: self.scalar(e, depth - 1)
        if k == 0:
            return "(%s %s %s)" % (a(), r.choice(["+", "-", "*", "&", "|", "^"]), a())
        if k == 1:
            return "(%s / ((%s & 15) + 1))" % (a(), a())
        if k == 2:
            return "(%s %% ((%s & 7) + 1))" % (a(), a())
        if k == 3:
            return "(i32.%s %s %s)" % (r.choice(["min", "max"]), a(), a())
        if k == 4:
            return "(if %s %s %s then %s else %s)" % (a(), r.choice(["<", "<=", "==", "!="]), a(), a(), a())
        if k == 5:
            return "(reduce (+) 0 %s)" % self.array(e, depth - 1)
        if k == 6:
            return "(reduce i32.max i32.lowest %s)" % self.array(e, depth - 1)
        if k == 7:
            arr = self.array(e, depth - 1)
            t = self.name("t")
            return "(let %s = %s in if length %s == 0 then 0 else %s[i64.i32 (%s & 1023) %% length %s])" % (
                t, arr, t, t, a(), t)
        if k == 8:
            acc, i = self.name("acc"), self.name("i")
            body = self.scalar(e.plus(i=[acc, "(i32.i64 %s)" % i]), depth - 1)
            return "(loop %s = %s for %s < %di64 do %s)" % (acc, a(), i, r.randint(0, 4), body)
        if k == 9:
            x = self.name("x")
            cond = self.scalar(e.plus(i=[x]), 1)
            return "(i32.sum (filter (\\%s -> %s > 0) %s))" % (x, cond, self.array(e, depth - 1))
        if k == 10:
            x = self.name("x")
            return ("(i32.sum (hist (+) 0 8 (map (\\%s -> i64.i32 (%s & 7)) %s) %s))" %
                    (x, x, self.array(e, depth - 1), self.array(e, depth - 1)))
        if k == 11:
            return "(i32.i64 (length %s))" % self.array(e, depth - 1)
        if k == 12:
            return "(i32.f32 %s)" % self.fscalar(e, depth - 1)
        if k == 13:
            # a tuple pattern
            p, q = self.name("p"), self.name("q")
            body = self.scalar(e.plus(i=[p, q]), depth - 1)
            return "(let (%s, %s) = (%s, %s) in %s)" % (p, q, a(), a(), body)
        if k == 14:
            # a record, its fields, and a `with` update
            rv, rw = self.name("r"), self.name("r")
            return "(let %s = {a = %s, b = %s} in let %s = %s with a = %s in %s.a * 3 + i32.f32 %s.b - %s.a)" % (
                rv, a(), self.fscalar(e, depth - 1), rw, rv, self.scalar(e.plus(i=["%s.a" % rv]), depth - 1),
                rw, rw, rv)
        if k == 15:
            # a sum type
            v, h, l = self.name("v"), self.name("h"), self.name("l")
            c1, c2 = a(), a()
            return ("(let %s: sh = if %s > %s then #hi %s else if %s < %s then #lo %s else #zero in "
                    "match %s case #hi %s -> (%s) case #lo %s -> (%s) case #zero -> (%s))") % (
                v, c1, c2, c1, c1, c2, c2, v, h, self.scalar(e.plus(i=[h]), depth - 1), l,
                self.scalar(e.plus(i=[l]), depth - 1), a())
        if k == 16:
            # an element of a 2-D array
            t = self.name("t")
            return "(let %s = %s in %s[%s, %s])" % (t, self.array2(e, depth - 1), t, self.idx(e, "n"),
                                                     self.idx(e, "m"))
        if k == 17:
            return "(i32.sum (flatten %s))" % self.array2(e, depth - 1)
        if k == 18:
            row = self.name("row")
            return "(i32.sum (map (\\%s -> %s) %s))" % (row, self.rowscalar(e, row, depth - 1),
                                                        self.array2(e, depth - 1))
        if k == 19:
            # a reduction with a tuple operator (commutative and associative)
            p, q, s1, t1, s2, t2 = [self.name(c) for c in "pqstst"]
            return ("(let (%s, %s) = reduce (\\(%s, %s) (%s, %s) -> (%s + %s, i32.max %s %s)) (0, i32.lowest) "
                    "(zip %s %s) in %s ^ %s)") % (p, q, s1, t1, s2, t2, s1, s2, t1, t2,
                                                  self.array(e, depth - 1), self.array(e, depth - 1), p, q)
        if k == 20:
            # a column sum through transpose
            col = self.name("col")
            return "(i32.sum (map (\\%s -> i32.sum %s) (transpose %s)))" % (col, col, self.array2(e, depth - 1))
        x = self.name("x")
        return "(i32.sum (map (\\%s -> %s) %s))" % (x, self.scalar(e.plus(i=[x]), 1), self.array(e, depth - 1))

    # ---- a scalar from a row `row` ([m]i32)
    def rowscalar(self, e, row, depth):
        r = self.rng
        k = r.randrange(4)
        if k == 0:
            return "i32.sum %s" % row
        if k == 1:
            return "reduce i32.max i32.lowest %s" % row
        if k == 2:
            return "%s[%s]" % (row, self.idx(e, "m"))
        x = self.name("x")
        return "i32.sum (map (\\%s -> %s) %s)" % (x, self.scalar(e.plus(i=[x]), min(depth, 1)), row)

    # ---- [n]i32 arrays
    def array(self, e, depth):
        r = self.rng
        if depth <= 0 or r.random() < 0.2:
            return r.choice(e.a)
        k = r.randrange(17)
        x, y = self.name("x"), self.name("y")
        if k == 0:
            return "(map (\\%s -> %s) %s)" % (x, self.scalar(e.plus(i=[x]), depth - 1), self.array(e, depth - 1))
        if k == 1:
            return "(map2 (\\%s %s -> %s) %s %s)" % (
                x, y, self.scalar(e.plus(i=[x, y]), depth - 1), self.array(e, depth - 1),
                self.array(e, depth - 1))
        if k == 2:
            return "(scan (+) 0 %s)" % self.array(e, depth - 1)
        if k == 3:
            return "(reverse %s)" % self.array(e, depth - 1)
        if k == 4:
            # a nested map-reduce: each element against a whole array
            return "(map (\\%s -> reduce (+) 0 (map (\\%s -> %s) %s)) %s)" % (
                x, y, self.scalar(e.plus(i=[x, y]), 1), self.array(e, depth - 2), self.array(e, depth - 1))
        if k == 5:
            t = self.name("t")
            return "(let %s = copy %s in if length %s == 0 then %s else %s with [i64.i32 (%s & 1023) %% length %s] = %s)" % (
                t, self.array(e, depth - 1), t, t, t, self.scalar(e, 1), t, self.scalar(e, depth - 1))
        if k == 6:
            acc, i = self.name("acc"), self.name("i")
            body = self.array(e.plus(i=["(i32.i64 %s)" % i], a=[acc]), depth - 1)
            return "(loop %s = %s for %s < %di64 do %s)" % (acc, self.array(e, depth - 1), i, r.randint(0, 3), body)
        if k == 7:
            return "(if %s > %s then %s else %s)" % (
                self.scalar(e, 1), self.scalar(e, 1), self.array(e, depth - 1), self.array(e, depth - 1))
        if k == 8:
            a = self.array(e, depth - 1)
            t = self.name("t")
            # scatter along a permutation (reverse): no duplicate indices
            return "(let %s = %s in scatter (copy %s) (map (\\%s -> length %s - 1 - %s) (indices %s)) %s)" % (
                t, a, t, x, t, x, t, self.array(e, depth - 1))
        if k == 9:
            # indices of an array of size n: [n]i64
            return "(map i32.i64 (indices %s))" % r.choice(e.a)
        if k == 10:
            row = self.name("row")
            return "(map (\\%s -> %s) %s)" % (row, self.rowscalar(e, row, depth - 1), self.array2(e, depth - 1))
        if k == 11:
            row = self.name("row")
            return "(map2 (\\%s %s -> i32.sum (map (* %s) %s)) %s %s)" % (
                row, x, x, row, self.array2(e, depth - 1), self.array(e, depth - 1))
        if k == 12:
            # arrays of tuples
            p, q, u, v = self.name("p"), self.name("q"), self.name("u"), self.name("v")
            return "(let (%s, %s) = unzip (map (\\%s -> (%s, %s)) %s) in map2 (\\%s %s -> %s) %s %s)" % (
                p, q, x, self.scalar(e.plus(i=[x]), 1), self.scalar(e.plus(i=[x]), 1), self.array(e, depth - 1),
                u, v, self.scalar(e.plus(i=[u, v]), 1), p, q)
        if k == 13:
            # arrays of records
            rr = self.name("r")
            return "(map (\\%s -> %s.a - %s.b * 2) (map (\\%s -> {a = %s, b = %s}) %s))" % (
                rr, rr, rr, x, self.scalar(e.plus(i=[x]), 1), x, self.array(e, depth - 1))
        if k == 14:
            # a sum type per element
            v, h, l = self.name("v"), self.name("h"), self.name("l")
            c = self.scalar(e, 1)
            return ("(map (\\%s -> let %s: sh = if %s > %s then #hi %s else if %s == %s then #zero else #lo %s in "
                    "match %s case #hi %s -> (%s) case #lo %s -> (%s) case #zero -> 1) %s)") % (
                x, v, x, c, x, x, c, x, v, h, self.scalar(e.plus(i=[h]), 1), l, self.scalar(e.plus(i=[l]), 1),
                self.array(e, depth - 1))
        if k == 15:
            return "(map (\\%s -> i32.f32 %s) %s)" % (x, self.fscalar(e.plus(f=[x]), 1), self.farray(e, depth - 1))
        return "(rotate (%d) %s)" % (r.randint(-3, 3), self.array(e, depth - 1))

    # ---- f32 scalars: exact (multiples of 1/4, clamped by cl)
    def fscalar(self, e, depth):
        r = self.rng
        if depth <= 0 or r.random() < 0.25:
            return r.choice(e.f + FLITS)
        k = r.randrange(11)
        a = lambda: self.fscalar(e, depth - 1)
        if k == 0:
            return "(%s %s %s)" % (a(), r.choice(["+", "-"]), a())
        if k == 1:
            return "(f32.%s %s %s)" % (r.choice(["min", "max"]), a(), a())
        if k == 2:
            return "(cl (%s * 2))" % a()
        if k == 3:
            return "(f32.abs %s)" % a()
        if k == 4:
            return "(f32.i32 (%s %% 64) / 4)" % self.scalar(e, depth - 1)
        if k == 5:
            return "(cl (f32.sum %s))" % self.farray(e, depth - 1)
        if k == 6:
            return "(reduce f32.max (-1000) %s)" % self.farray(e, depth - 1)
        if k == 7:
            return "(if %s < %s then %s else %s)" % (a(), a(), a(), a())
        if k == 8:
            x = self.name("x")
            return "(cl (f32.sum (filter (\\%s -> %s > %s) %s)))" % (
                x, x, self.fscalar(e, 1), self.farray(e, depth - 1))
        if k == 9:
            t = self.name("t")
            return "(let %s = %s in %s[%s])" % (t, self.farray(e, depth - 1), t, self.idx(e, "n"))
        acc, i = self.name("acc"), self.name("i")
        body = self.fscalar(e.plus(f=[acc, "(f32.i64 %s)" % i]), depth - 1)
        return "(loop %s = %s for %s < %di64 do cl %s)" % (acc, a(), i, r.randint(0, 4), body)

    # ---- [n]f32 arrays: elements within [-1000, 1000]
    def farray(self, e, depth):
        r = self.rng
        if depth <= 0 or r.random() < 0.25:
            return r.choice(e.fa)
        k = r.randrange(9)
        x, y = self.name("x"), self.name("y")
        if k == 0:
            return "(map (\\%s -> cl %s) %s)" % (x, self.fscalar(e.plus(f=[x]), depth - 1), self.farray(e, depth - 1))
        if k == 1:
            return "(map2 (\\%s %s -> cl %s) %s %s)" % (
                x, y, self.fscalar(e.plus(f=[x, y]), depth - 1), self.farray(e, depth - 1), self.farray(e, depth - 1))
        if k == 2:
            return "(map (\\%s -> f32.i32 (%s %% 64) / 4) %s)" % (x, self.scalar(e.plus(i=[x]), 1),
                                                                  self.array(e, depth - 1))
        if k == 3:
            return "(map cl (scan (+) 0 %s))" % self.farray(e, depth - 1)
        if k == 4:
            return "(reverse %s)" % self.farray(e, depth - 1)
        if k == 5:
            return "(if %s < %s then %s else %s)" % (self.fscalar(e, 1), self.fscalar(e, 1), self.farray(e, depth - 1),
                                                     self.farray(e, depth - 1))
        if k == 6:
            t = self.name("t")
            return "(let %s = copy %s in %s with [%s] = cl %s)" % (t, self.farray(e, depth - 1), t, self.idx(e, "n"),
                                                                  self.fscalar(e, depth - 1))
        if k == 7:
            acc, i = self.name("acc"), self.name("i")
            body = self.farray(e.plus(f=["(f32.i64 %s)" % i], fa=[acc]), depth - 1)
            return "(loop %s = %s for %s < %di64 do %s)" % (acc, self.farray(e, depth - 1), i, r.randint(0, 3), body)
        return "(rotate (%d) %s)" % (r.randint(-3, 3), self.farray(e, depth - 1))

    # ---- [n][m]i32 arrays
    def array2(self, e, depth):
        r = self.rng
        if depth <= 0 or r.random() < 0.25:
            return r.choice(e.a2)
        k = r.randrange(11)
        x, y, row, col = self.name("x"), self.name("y"), self.name("row"), self.name("col")
        if k == 0:
            return "(map (\\%s -> map (\\%s -> %s) %s) %s)" % (row, x, self.scalar(e.plus(i=[x]), depth - 1), row,
                                                              self.array2(e, depth - 1))
        if k == 1:
            return "(map2 (\\%s %s -> map (\\%s -> %s %s %s) %s) %s %s)" % (
                row, y, x, x, r.choice(["+", "-", "*", "^"]), y, row, self.array2(e, depth - 1),
                self.array(e, depth - 1))
        if k == 2:
            return "(transpose (map (\\%s -> scan (+) 0 %s) (transpose %s)))" % (col, col, self.array2(e, depth - 1))
        if k == 3:
            return "(transpose (map (\\%s -> reverse %s) (transpose %s)))" % (col, col, self.array2(e, depth - 1))
        if k == 4:
            return "(map (\\%s -> rotate (%d) %s) %s)" % (row, r.randint(-2, 2), row, self.array2(e, depth - 1))
        if k == 5:
            return "(map (\\%s -> replicate m %s) %s)" % (x, x, self.array(e, depth - 1))
        if k == 6:
            return "(if %s > %s then %s else %s)" % (self.scalar(e, 1), self.scalar(e, 1), self.array2(e, depth - 1),
                                                     self.array2(e, depth - 1))
        if k == 7:
            acc, i = self.name("acc"), self.name("i")
            return "(loop %s = %s for %s < %di64 do map (\\%s -> map (+ (i32.i64 %s)) %s) %s)" % (
                acc, self.array2(e, depth - 1), i, r.randint(0, 3), row, i, row, acc)
        if k == 8:
            return "(map (\\%s -> scan (+) 0 %s) %s)" % (row, row, self.array2(e, depth - 1))
        if k == 9:
            t = self.name("t")
            return "(let %s = copy %s in %s with [%s] = replicate m %s)" % (
                t, self.array2(e, depth - 1), t, self.idx(e, "n"), self.scalar(e, depth - 1))
        return "(map2 (\\%s %s -> map2 (+) %s %s) %s %s)" % (row, y, row, y, self.array2(e, depth - 1),
                                                            self.array2(e, depth - 1))

    def program(self, depth):
        e = Env(["k"], [], ["xs", "ys"], ["fs"], ["xss"])
        lets = []
        for _ in range(self.rng.randint(0, 3)):
            c = self.rng.random()
            if c < 0.3:
                v = self.name("s")
                lets.append("  let %s = %s" % (v, self.scalar(e, depth)))
                e = e.plus(i=[v])
            elif c < 0.6:
                v = self.name("a")
                lets.append("  let %s = %s" % (v, self.array(e, depth)))
                e = e.plus(a=[v])
            elif c < 0.8:
                v = self.name("g")
                lets.append("  let %s = %s" % (v, self.farray(e, depth)))
                e = e.plus(fa=[v])
            else:
                v = self.name("b")
                lets.append("  let %s = %s" % (v, self.array2(e, depth)))
                e = e.plus(a2=[v])
        results = [self.scalar(e, depth), self.array(e, depth), self.fscalar(e, depth), self.farray(e, depth),
                   self.array2(e, depth)]
        return lets, results


HEADER = """-- Generated by fuzz/gen_programs.py (seed %d): the interpreter at every
-- stage and the compiled program must agree.
-- ==
-- random input { [%d]i32 [%d]i32 i32 [%d]f32 [%d][%d]i32 } auto output

type sh = #lo i32 | #hi i32 | #zero

-- Keeps f32 values exact: multiples of 1/4 within [-1000, 1000].
def cl (x: f32) : f32 = f32.min 1000 (f32.max (-1000) x)

"""


def write_program(path, seed, depth=3):
    rng = random.Random(seed)
    g = Gen(rng)
    lets, results = g.program(depth)
    n = rng.choice([1, 2, 7, 16, 100])
    m = rng.choice([1, 3, 8])
    body = "\n".join(["  let fs = map (\\f -> f32.round (f * 64) / 4) fs0"] + lets +
                     ["  in (%s)" % ",\n      ".join(results)])
    with open(path, "w") as f:
        f.write(HEADER % (seed, n, n, n, n, m))
        f.write("def main [n][m] (xs: [n]i32) (ys: [n]i32) (k: i32) (fs0: [n]f32) (xss: [n][m]i32)\n"
                "    : (i32, [n]i32, f32, [n]f32, [n][m]i32) =\n")
        f.write(body + "\n")


def main():
    out, count = sys.argv[1], int(sys.argv[2])
    seed0 = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    os.makedirs(out, exist_ok=True)
    for i in range(count):
        write_program(os.path.join(out, "gen_%06d.fut" % (seed0 + i)), seed0 + i)


if __name__ == "__main__":
    main()
