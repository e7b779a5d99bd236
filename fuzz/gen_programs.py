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

usage: gen_programs.py OUTDIR COUNT [SEED] [--level2]

With --level2, Gen2 mixes Level-2 constructs into the same programs (see
Gen2); without it the output is the same as before for every seed.
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



# ---- Level 2: polymorphism, higher-order functions, sizes, sums, modules
#
# Types of values that Gen2 builds and consumes: "i32", "f32", ("tup", T, U),
# "pt" (the record {x: i32, y: i32}), "ra" (the record {a: [n]i32, b: i32}),
# "arr" ([n]i32), "opt" (opt i32), "pts" ([n]pt), "vec" (V.vec).
L2_TYPES = ["i32", "f32", "tup", "pt", "ra", "arr", "opt", "pts", "vec"]


class Gen2(Gen):
    """Gen with Level-2 constructs mixed into its i32 scalars and [n]i32
    arrays (so that they nest in each other and in Gen's maps, loops and
    matches): explicit type parameters instantiated at scalars, tuples,
    records, arrays and sums; function parameters, `>->`, `<-<`, `|>`,
    partial application, operator and field sections, lambdas capturing
    locals; local (also polymorphic) functions; size expressions with
    concat/flatten/unflatten, existential sizes, `:>`; a size-parametric
    sum type with array and record payloads matched with nested, literal and
    wildcard patterns; loops with record and tuple accumulators, `while`;
    records of arrays updated in place; modules (a functor applied three
    times, `open`, `local`, a nested module), and top-level polymorphic
    functions generated per program."""

    def __init__(self, rng):
        Gen.__init__(self, rng)
        self.tops = []  # (name, text) of generated top-level functions
        self.in_top = False

    def name(self, base):
        # "i" + 32 would be `i32`
        self.fresh += 1
        return "%s_%d" % (base, self.fresh)

    def rtype(self, depth=1):
        r = self.rng
        t = r.choice(L2_TYPES)
        if t == "tup":
            if depth <= 0:
                return ("tup", "i32", "f32")
            return ("tup", self.rtype(depth - 1), self.rtype(depth - 1))
        return t

    def tyname(self, t):
        if isinstance(t, tuple):
            return "(%s, %s)" % (self.tyname(t[1]), self.tyname(t[2]))
        return {"i32": "i32", "f32": "f32", "pt": "pt", "ra": "{a: [n]i32, b: i32}", "arr": "[n]i32",
                "opt": "opt i32", "pts": "[n]pt", "vec": "V.vec"}[t]

    def lit(self):
        v = self.rng.randint(-9, 9)
        return str(v) if v >= 0 else "(%d)" % v

    # a value of type t
    def val(self, t, e, depth):
        r = self.rng
        s = lambda: self.scalar(e, depth - 1)
        if isinstance(t, tuple):
            return "(%s, %s)" % (self.val(t[1], e, depth), self.val(t[2], e, depth))
        if t == "i32":
            return s()
        if t == "f32":
            return self.fscalar(e, depth - 1)
        if t == "pt":
            if r.random() < 0.3:
                x, y = self.name("x"), self.name("y")
                return "(let %s = %s let %s = %s in {x = %s, y = %s})" % (x, s(), y, s(), r.choice([x, y]), y) \
                    if r.random() < 0.5 else "(let x = %s let y = %s in {x, y})" % (s(), s())
            return "{x = %s, y = %s}" % (s(), s())
        if t == "ra":
            return "{a = %s, b = %s}" % (self.array(e, depth - 1), s())
        if t == "arr":
            return self.array(e, depth - 1)
        if t == "opt":
            c = s()
            return "(if %s > %s then #some %s else #none : opt i32)" % (c, s(), c)
        if t == "pts":
            x = self.name("x")
            return "(map (\\%s -> {x = %s, y = %s}) %s)" % (x, x, self.scalar(e.plus(i=[x]), 1),
                                                           self.array(e, depth - 1))
        return "(V.mk %s %s)" % (s(), s())

    # an i32 from a value v of type t
    def use(self, t, v, e, depth):
        r = self.rng
        if isinstance(t, tuple):
            if r.random() < 0.5:
                return "(%s + %s)" % (self.use(t[1], "%s.0" % v, e, depth), self.use(t[2], "%s.1" % v, e, depth))
            p, q = self.name("p"), self.name("q")
            return "(let (%s, %s) = %s in %s ^ %s)" % (p, q, v, self.use(t[1], p, e, depth),
                                                       self.use(t[2], q, e, depth))
        if t == "i32":
            return self.scalar(e.plus(i=[v]), min(depth, 1)) if r.random() < 0.5 else v
        if t == "f32":
            return "(i32.f32 %s)" % v
        if t == "pt":
            k = r.randrange(4)
            if k == 0:
                return "(%s.x * 3 + %s.y)" % (v, v)
            if k == 1:
                x, y = self.name("x"), self.name("y")
                return "(let {x = %s, y = %s} = %s in %s - %s)" % (x, y, v, x, y)
            if k == 2:
                return "(%s |> (.%s))" % (v, r.choice("xy"))
            return "(match %s case {x = 0, y} -> y case {x, y = _} -> x + 1)" % v
        if t == "ra":
            if r.random() < 0.5:
                return "(i32.sum %s.a + %s.b)" % (v, v)
            return "(%s.a[%s] - %s.b)" % (v, self.idx(e, "n"), v)
        if t == "arr":
            return r.choice(["(i32.sum %s)" % v, "(reduce i32.max i32.lowest %s)" % v,
                             "(%s[%s])" % (v, self.idx(e, "n")), "(%s |> map (* 3) |> i32.sum)" % v])
        if t == "opt":
            return "(match %s case #some 0 -> %s case #some x -> x case #none -> %s)" % (v, self.lit(), self.lit())
        if t == "pts":
            if r.random() < 0.5:
                return "(i32.sum (map (.x) %s) - i32.sum (map (.y) %s))" % (v, v)
            return "(%s[%s].y)" % (v, self.idx(e, "n"))
        return r.choice(["(V.norm %s)" % v, "(norm %s)" % v, "(V.norm (V.Inner.scale 2 %s))" % v])

    # a function t -> i32
    def usefn(self, t, e, depth):
        r = self.rng
        k = r.randrange(5)
        if k == 0 and t == "pt":
            return "(.%s)" % r.choice("xy")
        if k == 0 and t == "arr":
            return r.choice(["i32.sum", "Sum.fold", "Max.fold", "(reduce (+) 0)", "(reduce (i32.max) i32.lowest)",
                             "(foldl (+) 0)", "(foldl (i32.min) 0)", "(foldl (-) %s)" % self.lit()])
        if k == 0 and t == "i32":
            return r.choice(["(+ %s)" % self.lit(), "(i32.max %s)" % self.lit(), "(%s -)" % self.lit(), "id"])
        if k == 1:
            return "(%s >-> %s)" % (self.endo(t, e, depth), self.usefn(t, e, depth))
        if k == 2:
            return "(%s <-< %s)" % (self.usefn(t, e, depth), self.endo(t, e, depth))
        p = self.name("p")
        return "(\\(%s: %s) -> %s)" % (p, self.tyname(t), self.use(t, p, e, depth))

    # a function t -> t
    def endo(self, t, e, depth):
        r = self.rng
        p = self.name("p")
        if isinstance(t, tuple):
            q = self.name("q")
            return "(\\((%s, %s): %s) -> (%s %s, %s %s))" % (p, q, self.tyname(t), self.endo(t[1], e, depth), p,
                                                             self.endo(t[2], e, depth), q)
        if t == "i32":
            return r.choice(["(+ %s)" % self.lit(), "(i32.max %s)" % self.lit(), "(%s -)" % self.lit(),
                             "(* 2)", "(\\%s -> %s)" % (p, self.scalar(e.plus(i=[p]), min(depth, 2))),
                             "((* 3) >-> (+ 1))", "id"])
        if t == "f32":
            return r.choice(["(\\%s -> cl (%s + %s))" % (p, p, r.choice(FLITS)), "(f32.max 0.5)", "f32.abs",
                             "(\\%s -> cl (%s * 2))" % (p, p)])
        if t == "pt":
            return r.choice(["(\\(%s: pt) -> %s with x = %s.x + %s.y)" % (p, p, p, p),
                             "(\\({x, y}: pt) -> {x = y, y = x})",
                             "(\\(%s: pt) -> {x = %s %s.x, y = %s.y})" % (p, self.endo("i32", e, depth), p, p)])
        if t == "ra":
            a2 = self.name("a")
            return r.choice(["(\\(%s: %s) -> %s with a = map (%s) %s.a)" % (p, self.tyname(t), p,
                                                                              self.endo("i32", e, depth), p),
                             "(\\(%s: %s) -> %s with b = i32.sum %s.a + %s.b)" % (p, self.tyname(t), p, p, p),
                             "(\\(%s: %s) -> let %s = copy %s.a in %s with a = (%s with [%s] = %s.b))" % (
                                 p, self.tyname(t), a2, p, p, a2, self.idx(e, "n"), p)])
        if t == "arr":
            return r.choice(["(map %s)" % self.endo("i32", e, depth), "(scan (+) 0)", "reverse", "(rotate 1)",
                             "(\\(%s: [n]i32) -> map2 (+) %s (reverse %s))" % (p, p, p),
                             "(\\(%s: [n]i32) -> take n (snoc %s %s))" % (p, p, self.scalar(e, 1))])
        if t == "opt":
            v = self.name("v")
            return r.choice(["(\\(%s: opt i32) -> match %s case #some %s -> #some (%s %s) case #none -> #none)" % (
                p, p, v, self.endo("i32", e, depth), v),
                "(\\(%s: opt i32) -> match %s case #some 0 -> #none case #some v -> #some (v - 1) case #none -> "
                "#some %s)" % (p, p, self.lit())])
        if t == "pts":
            return "(map %s)" % self.endo("pt", e, depth)
        return r.choice(["(V.add (V.mk 1 2))", "(V.Inner.scale %s)" % self.lit(), "(\\v -> add v v)"])

    def top_fn(self, depth):
        """A top-level polymorphic function with a random body."""
        name = self.name("h")
        e = Env(["s", "(f v)", "(f (g v))"], ["fz"], ["as"], ["fz_"], ["ass"])
        self.in_top = True
        body = self.scalar(e, depth)
        self.in_top = False
        self.tops.append((name, "def %s 't [n][m] (f: t -> i32) (g: t -> t) (v: t) (as: [n]i32) (fz_: [n]f32)"
                                " (ass: [n][m]i32) (s: i32) (fz: f32) : i32 =\n  %s\n" % (name, body)))
        return name

    def scalar(self, e, depth):
        r = self.rng
        if depth <= 0 or r.random() < 0.55:
            return Gen.scalar(self, e, depth)
        k = r.randrange(27)
        s = lambda: self.scalar(e, depth - 1)
        A = lambda: self.array(e, depth - 1)
        t = self.rtype()
        if k == 0:
            return "(%s |> %s)" % (self.val(t, e, depth - 1), self.usefn(t, e, depth - 1))
        if k == 1:
            return "(twice %s %s |> %s)" % (self.endo(t, e, depth - 1), self.val(t, e, depth - 1),
                                            self.usefn(t, e, depth - 1))
        if k == 2:
            return "(%s (iter (%s & 3) %s %s))" % (self.usefn(t, e, depth - 1), s(), self.endo(t, e, depth - 1),
                                                   self.val(t, e, depth - 1))
        if k == 3:
            v = self.name("v")
            return "(let %s = pick (%s > %s) %s %s in %s)" % (v, s(), s(), self.val(t, e, depth - 1),
                                                              self.val(t, e, depth - 1), self.use(t, v, e, depth - 1))
        if k == 4:
            u = self.rtype(0)
            v = self.name("v")
            return "(let %s = swap (%s, %s) in %s + %s)" % (v, self.val(t, e, depth - 1), self.val(u, e, depth - 1),
                                                             self.use(u, "%s.0" % v, e, depth - 1),
                                                             self.use(t, "%s.1" % v, e, depth - 1))
        if k == 5 and not self.in_top and len(self.tops) < 3:
            h = self.top_fn(2)
            args = "%s %s %s" % (self.usefn(t, e, depth - 1), self.endo(t, e, depth - 1), self.val(t, e, depth - 1))
            rest = "%s %s %s %s %s" % (A(), self.farray(e, depth - 1), self.array2(e, depth - 1), s(),
                                       self.fscalar(e, depth - 1))
            c = r.randrange(3)
            if c == 0:
                return "(%s %s %s)" % (h, args, rest)
            if c == 1:
                g = self.name("g")
                return "(let %s = %s %s in %s %s)" % (g, h, args, g, rest)
            acc, i = self.name("acc"), self.name("i")
            return "(loop %s = %s for %s < %d do %s %s %s %s %s %s %s (%s + i32.i64 %s) %s)" % (
                acc, s(), i, r.randint(1, 3), h, self.usefn(t, e, 0), self.endo(t, e, 0), self.val(t, e, 0),
                A(), self.farray(e, 0), self.array2(e, 0), acc, i, self.fscalar(e, 0))
        if k == 6:
            # a local function capturing a local, used twice; partial application
            f, p, q, c = self.name("f"), self.name("p"), self.name("q"), self.name("c")
            body = self.scalar(e.plus(i=[p, q, c]), depth - 1)
            g = self.name("g")
            return "(let %s = %s let %s (%s: i32) (%s: i32) : i32 = %s let %s = %s %s in %s %s + %s %s %s)" % (
                c, s(), f, p, q, body, g, f, s(), g, s(), f, s(), s())
        if k == 7:
            # a local polymorphic function instantiated at two types
            f, x, u = self.name("f"), self.name("x"), self.rtype(0)
            return "(let %s 'a (b: bool) (%s: a) (y: a) : a = if b then y else %s in %s + %s)" % (
                f, x, x, self.use(t, "(%s (%s > 0) %s %s)" % (f, s(), self.val(t, e, depth - 1),
                                                                self.val(t, e, depth - 1)), e, depth - 1),
                self.use(u, "(%s true %s %s)" % (f, self.val(u, e, 0), self.val(u, e, 0)), e, 0))
        if k == 8:
            # the sum type with array and record payloads
            return self.match_shape(e, depth, s(), A())
        if k == 9:
            acc, i = self.name("acc"), self.name("i")
            body = "%s with s = %s with t = %s.t ^ (%s.s * 3)" % (
                acc, self.scalar(e.plus(i=["%s.s" % acc, "%s.t" % acc, "(i32.i64 %s)" % i]), depth - 1), acc, acc)
            return "(let %s = loop %s = {s = %s, t = %s} for %s < %di64 do %s in %s.s - %s.t)" % (
                acc, acc, s(), s(), i, r.randint(0, 4), body, acc, acc)
        if k == 10:
            p, q, i = self.name("p"), self.name("q"), self.name("i")
            return "(let (%s, %s) = loop (%s, %s) = (%s, %s) for %s in %s do (%s, %s) in %s * %s)" % (
                p, q, p, q, s(), self.fscalar(e, depth - 1), i, A(),
                self.scalar(e.plus(i=[p, q if False else p, i]), depth - 1), "cl (%s + f32.i32 (%s %% 4))" % (q, i),
                p, "i32.f32 %s" % q)
        if k == 11:
            i, a = self.name("i"), self.name("a")
            return "(let (_, %s) = loop (%s, %s) = (0, %s) while %s < %d do (%s + 1, %s) in %s)" % (
                a, i, a, s(), i, r.randint(0, 5), i, self.scalar(e.plus(i=[a, i]), depth - 1), a)
        if k == 12:
            # a record of arrays updated in place
            rv = self.name("r")
            return "(let %s = {v = copy %s, w = %s} let %s = %s with v = (%s.v with [%s] = %s.w) in i32.sum %s.v + %s.w)" % (
                rv, A(), s(), rv, rv, rv, self.idx(e, "n"), rv, rv, rv)
        if k == 13:
            ys, kk, x = self.name("ys"), self.name("k"), self.name("x")
            src = r.choice(["pos %s" % A(), "filter (\\%s -> %s > 0) %s" % (x, self.scalar(e.plus(i=[x]), 1), A())])
            use = r.choice(["i32.sum (map (* 2) %s)" % ys, "i32.sum (%s :> [%s]i32)" % (ys, kk),
                            "i32.i64 (length (concat %s %s))" % (ys, ys), "(if %s > 0 then %s[0] else 7)" % (kk, ys),
                            "i32.sum (snoc %s 5)" % ys])
            return "(let [%s] (%s: [%s]i32) = %s in %s + i32.i64 %s)" % (kk, ys, kk, src, use, kk)
        if k == 14:
            d, h = self.name("d"), self.name("h")
            return "(let %s = dbl %s let %s = unflatten %s in i32.sum %s[%s] - %s[n] + i32.sum (transpose %s)[1])" % (
                d, A(), h, d, h, self.idx(e, "n"), d, h)
        if k == 15:
            return "(let xs2 = snoc %s %s in xs2[n] + i32.sum (xs2[:n] :> [n]i32))" % (A(), s())
        if k == 16:
            return r.choice(["(Sum.fold %s)" % A(), "(Max.fold %s)" % A(), "(Sum.twice %s)" % A(),
                             "(let (p, q) = Pairs.fold (zip %s %s) in p - q)" % (A(), A())])
        if k == 17:
            return r.choice(["(V.norm (V.mk %s %s))" % (s(), s()),
                             "(norm (Inner.scale %s (add (mk %s %s) (mk %s %s))))" % (s(), s(), s(), s(), s()),
                             "(foldl (\\(acc: vec) x -> add acc (mk x 1)) (mk 0 %s) %s |> norm)" % (s(), A())])
        if k == 18:
            g = self.name("g")
            return "(lift_app %s (\\%s -> %s %s))" % (self.endo("i32", e, depth - 1), g, g, s())
        if k == 19:
            return "(foldl %s %s %s |> %s)" % (
                "(\\(acc: %s) (x: i32) -> %s acc)" % (self.tyname(t), self.endo(t, e.plus(i=["x"]), depth - 1)),
                self.val(t, e, depth - 1), A(), self.usefn(t, e, depth - 1))
        if k == 20:
            c, x = self.name("c"), self.name("x")
            return "(let %s = %s in i32.sum (map (\\%s -> %s) (mapf %s %s)))" % (
                c, s(), x, self.scalar(e.plus(i=[x, c]), 1), self.usefn("i32", e.plus(i=[c]), depth - 1), A())
        if k == 21:
            return "(i32.sum (flatten %s) + i32.sum (unflatten (flatten %s) :> [n][m]i32)[0])" % (
                self.array2(e, depth - 1), self.array2(e, depth - 1))
        if k == 22:
            return "(%s |> %s)" % (self.val(t, e, depth - 1), self.usefn(t, e, depth - 1))
        if k == 23:
            # a sum-typed loop accumulator
            acc, x, v = self.name("acc"), self.name("x"), self.name("v")
            return ("(match (loop %s = (#none : opt i32) for %s in %s do if %s > %s then "
                    "(match %s case #some %s -> #some (%s + %s) case #none -> #some %s) else %s) "
                    "case #some %s -> %s case #none -> %s)") % (
                acc, x, A(), x, s(), acc, v, v, x, x, acc, v, self.scalar(e.plus(i=[v]), 1), self.lit())
        if k == 24:
            # a tuple of sums matched with nested, literal and wildcard patterns
            o1, o2, a, b = self.name("o"), self.name("o"), self.name("a"), self.name("b")
            return ("(let %s: opt i32 = %s let %s: opt i32 = %s in match (%s, %s) "
                    "case (#some 0, _) -> %s case (#some %s, #some %s) -> %s * 2 - %s "
                    "case (#none, #some %s) -> %s case (_, _) -> %s)") % (
                o1, self.val("opt", e, depth - 1), o2, self.val("opt", e, depth - 1), o1, o2, self.lit(),
                a, b, a, b, b, b, self.lit())
        if k == 25:
            # a while loop with a record accumulator
            acc = self.name("acc")
            return ("(let %s = loop %s = {i = 0i32, v = %s} while %s.i < %d do %s with i = %s.i + 1 with v = %s "
                    "in %s.v)") % (acc, acc, s(), acc, r.randint(0, 4), acc, acc,
                                   self.scalar(e.plus(i=["%s.v" % acc, "%s.i" % acc]), depth - 1), acc)
        return "(let %s = %s in %s)" % ("vv", self.val(t, e, depth - 1), self.use(t, "vv", e, depth - 1))

    def match_shape(self, e, depth, c, arr):
        r = self.rng
        sh, x = self.name("sh"), self.name("x")
        build = ("if %s > 2 then #vec %s else if %s > 0 then #pt {x = %s, y = %s %% 3} else if %s > -3 "
                 "then #pair (%s %% 2, %s) else #none") % (c, arr, c, c, c, c, c, self.scalar(e, 1))
        v, p, a, b = self.name("v"), self.name("p"), self.name("a"), self.name("b")
        cases = ["case #vec %s -> i32.sum %s + %s[%s]" % (v, v, v, self.idx(e, "n")),
                 "case #pt {x = 0, y} -> y", "case #pt {x, y = 0} -> x * 2", "case #pt %s -> %s.x - %s.y" % (p, p, p),
                 "case #pair (0, %s) -> %s" % (b, b), "case #pair (%s, %s) -> %s * %s" % (a, b, a, b)]
        if r.random() < 0.5:
            cases.append("case #none -> %s" % self.lit())
        else:
            cases = cases[:r.randint(1, 6)]
            cases.append("case _ -> %s" % self.lit())
        return "(let %s: shape [n] = %s in match %s %s)" % (sh, build, sh, " ".join(cases))

    def array(self, e, depth):
        r = self.rng
        if depth <= 0 or r.random() < 0.6:
            return Gen.array(self, e, depth)
        k = r.randrange(10)
        A = lambda: self.array(e, depth - 1)
        t = self.rtype()
        x = self.name("x")
        if k == 0:
            return "(mapf %s (map (\\%s -> %s) %s))" % (self.usefn(t, e, depth - 1), x,
                                                        self.val(t, e.plus(i=[x]), depth - 1), A())
        if k == 1:
            return "(%s |> map %s)" % (A(), self.endo("i32", e, depth - 1))
        if k == 2:
            return "(map (%s >-> %s) %s)" % (self.endo("i32", e, depth - 1), self.endo("i32", e, depth - 1), A())
        if k == 3:
            return "(take n (snoc %s %s))" % (A(), self.scalar(e, depth - 1))
        if k == 4:
            return "((transpose (unflatten (dbl %s)))[%d])" % (A(), r.randint(0, 1))
        if k == 5:
            return "(map (\\%s -> %s) %s)" % (x, self.match_shape(e.plus(i=[x]), depth - 1, x, A()), A())
        if k == 6:
            c = self.name("c")
            return "(let %s = %s in map (\\%s -> %s) %s)" % (c, self.scalar(e, depth - 1), x,
                                                            self.scalar(e.plus(i=[x, c]), 1), A())
        if k == 7:
            return "(%s (%s :> [n]i32))" % (self.endo("arr", e, depth - 1), A())
        if k == 8:
            return "(map (\\(%s: %s) -> %s) (map (\\%s -> %s) %s))" % (
                "pp", self.tyname(t), self.use(t, "pp", e, depth - 1), x, self.val(t, e.plus(i=[x]), depth - 1),
                A())
        return "(drop n (concat %s %s) :> [n]i32)" % (A(), A())


L2_HEADER = """
type pt = {x: i32, y: i32}
type opt 't = #some t | #none
type shape [n] = #vec ([n]i32) | #pt pt | #pair (i32, i32) | #none

def twice 't (f: t -> t) (x: t) : t = f (f x)
def iter 't (c: i32) (f: t -> t) (x: t) : t = loop y = x for _i < c do f y
def pick 't (b: bool) (x: t) (y: t) : t = if b then x else y
def swap 'a 'b ((p, q): (a, b)) : (b, a) = (q, p)
def mapf 'a 'b [n] (f: a -> b) (xs: [n]a) : [n]b = map f xs
def foldl 't [n] (f: t -> i32 -> t) (z: t) (xs: [n]i32) : t = loop acc = z for x in xs do f acc x
def lift_app '^a (f: a) (run: a -> i32) : i32 = run f
def snoc [n] (xs: [n]i32) (x: i32) : [n+1]i32 = concat xs [x]
def dbl [n] (xs: [n]i32) : [n*2]i32 = concat xs xs :> [n*2]i32
def pos [n] (xs: [n]i32) : ?[k].[k]i32 = filter (> 0) xs

module type mono = { type t val op : t -> t -> t val ne : t }
module Fold (X: mono) = {
  def fold [n] (xs: [n]X.t) : X.t = reduce X.op X.ne xs
  def twice [n] (xs: [n]X.t) : X.t = X.op (fold xs) (fold (reverse xs))
}
module Sum = Fold { type t = i32 def op (a: i32) (b: i32) = a + b def ne = 0i32 }
module Max = Fold { type t = i32 def op = i32.max def ne = i32.lowest }
module Pairs = Fold {
  type t = (i32, i32)
  def op (a: t) (b: t) : t = (a.0 + b.0, i32.max a.1 b.1)
  def ne : t = (0, i32.lowest)
}
module V = {
  type vec = {a: i32, b: i32}
  local def sq (x: i32) = x * x
  def mk (x: i32) (y: i32) : vec = {a = x, b = y}
  def norm (v: vec) : i32 = sq v.a + sq v.b
  def add (u: vec) (v: vec) : vec = {a = u.a + v.a, b = u.b + v.b}
  module Inner = { def scale (c: i32) (v: vec) : vec = v with a = v.a * c }
}
open V

"""


HEADER = """-- Generated by fuzz/gen_programs.py (seed %d): the interpreter at every
-- stage and the compiled program must agree.
-- ==
-- random input { [%d]i32 [%d]i32 i32 [%d]f32 [%d][%d]i32 } auto output

type sh = #lo i32 | #hi i32 | #zero

-- Keeps f32 values exact: multiples of 1/4 within [-1000, 1000].
def cl (x: f32) : f32 = f32.min 1000 (f32.max (-1000) x)

"""


def write_program(path, seed, depth=3, level2=False):
    rng = random.Random(seed)
    g = Gen2(rng) if level2 else Gen(rng)
    lets, results = g.program(depth)
    # Level-2 programs nest whole-array work inside per-element lambdas
    # more often (a match on a sum with an array payload per element, a
    # polymorphic function at [n]pt inside a map): smaller sizes keep them
    # about as fast as the others in the interpreter.
    n = rng.choice([1, 2, 7, 12] if level2 else [1, 2, 7, 16, 100])
    m = rng.choice([1, 3, 8])
    body = "\n".join(["  let fs = map (\\f -> f32.round (f * 64) / 4) fs0"] + lets +
                     ["  in (%s)" % ",\n      ".join(results)])
    with open(path, "w") as f:
        f.write(HEADER % (seed, n, n, n, n, m))
        if level2:
            f.write(L2_HEADER)
            for _, text in g.tops:
                f.write(text + "\n")
        f.write("def main [n][m] (xs: [n]i32) (ys: [n]i32) (k: i32) (fs0: [n]f32) (xss: [n][m]i32)\n"
                "    : (i32, [n]i32, f32, [n]f32, [n][m]i32) =\n")
        f.write(body + "\n")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    level2 = "--level2" in sys.argv[1:]
    out, count = args[0], int(args[1])
    seed0 = int(args[2]) if len(args) > 2 else 1
    os.makedirs(out, exist_ok=True)
    prefix = "l2_" if level2 else "gen_"
    for i in range(count):
        write_program(os.path.join(out, "%s%06d.fut" % (prefix, seed0 + i)), seed0 + i, level2=level2)


if __name__ == "__main__":
    main()
