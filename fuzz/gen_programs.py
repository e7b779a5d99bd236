#!/usr/bin/env python3
"""Random well-typed Level-1 programs for differential testing.

Each program is a test program whose only case is

    -- random input { [N]i32 [N]i32 i32 } auto output

so `runic test --backend=interp` compares the interpreter on the IR after
every stage with the Core IR's result, and `runic test --backend=opencl`
compares the compiled program on PoCL with the interpreter.  The programs
use i32 arithmetic (wrapping, deterministic in any order), map/map2, reduce,
scan, filter, hist, scatter of a permutation, nested map-reduce, sequential
loops over scalars and arrays, in-place updates and if; indices are taken
modulo the length and divisors are forced non-zero, so a program never
fails at run time.

usage: gen_programs.py OUTDIR COUNT [SEED]
"""
import os
import random
import sys


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.fresh = 0

    def name(self, base):
        self.fresh += 1
        return "%s%d" % (base, self.fresh)

    # ---- scalars (i32) over scalar variables `sv` and arrays `av` (all [n]i32)
    def scalar(self, sv, av, depth):
        r = self.rng
        if depth <= 0 or r.random() < 0.25:
            v = r.randint(-9, 9)
            return r.choice(sv + [str(v) if v >= 0 else "(%d)" % v])
        k = r.randrange(12)
        a = lambda: self.scalar(sv, av, depth - 1)
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
            return "(reduce (+) 0 %s)" % self.array(sv, av, depth - 1)
        if k == 6:
            return "(reduce i32.max i32.lowest %s)" % self.array(sv, av, depth - 1)
        if k == 7:
            arr = self.array(sv, av, depth - 1)
            t = self.name("t")
            return "(let %s = %s in if length %s == 0 then 0 else %s[i64.i32 (%s & 1023) %% length %s])" % (
                t, arr, t, t, a(), t)
        if k == 8:
            acc, i = self.name("acc"), self.name("i")
            body = self.scalar(sv + [acc, "(i32.i64 %s)" % i], av, depth - 1)
            return "(loop %s = %s for %s < %di64 do %s)" % (acc, a(), i, r.randint(0, 4), body)
        if k == 9:
            x = self.name("x")
            cond = self.scalar(sv + [x], av, 1)
            return "(i32.sum (filter (\\%s -> %s > 0) %s))" % (x, cond, self.array(sv, av, depth - 1))
        if k == 10:
            x = self.name("x")
            return ("(i32.sum (hist (+) 0 8 (map (\\%s -> i64.i32 (%s & 7)) %s) %s))" %
                    (x, x, self.array(sv, av, depth - 1), self.array(sv, av, depth - 1)))
        return "(i32.i64 (length %s))" % self.array(sv, av, depth - 1)

    # ---- arrays [n]i32
    def array(self, sv, av, depth):
        r = self.rng
        if depth <= 0 or r.random() < 0.2:
            return r.choice(av)
        k = r.randrange(11)
        x, y = self.name("x"), self.name("y")
        if k == 0:
            return "(map (\\%s -> %s) %s)" % (x, self.scalar(sv + [x], av, depth - 1), self.array(sv, av, depth - 1))
        if k == 1:
            return "(map2 (\\%s %s -> %s) %s %s)" % (
                x, y, self.scalar(sv + [x, y], av, depth - 1), self.array(sv, av, depth - 1),
                self.array(sv, av, depth - 1))
        if k == 2:
            return "(scan (+) 0 %s)" % self.array(sv, av, depth - 1)
        if k == 3:
            return "(reverse %s)" % self.array(sv, av, depth - 1)
        if k == 4:
            # a nested map-reduce: each element against a whole array
            return "(map (\\%s -> reduce (+) 0 (map (\\%s -> %s) %s)) %s)" % (
                x, y, self.scalar(sv + [x, y], av, 1), self.array(sv, av, depth - 2),
                self.array(sv, av, depth - 1))
        if k == 5:
            t = self.name("t")
            return "(let %s = copy %s in if length %s == 0 then %s else %s with [i64.i32 (%s & 1023) %% length %s] = %s)" % (
                t, self.array(sv, av, depth - 1), t, t, t, self.scalar(sv, av, 1), t, self.scalar(sv, av, depth - 1))
        if k == 6:
            acc, i = self.name("acc"), self.name("i")
            body = self.array(sv + ["(i32.i64 %s)" % i], av + [acc], depth - 1)
            return "(loop %s = %s for %s < %di64 do %s)" % (acc, self.array(sv, av, depth - 1), i, r.randint(0, 3), body)
        if k == 7:
            return "(if %s > %s then %s else %s)" % (
                self.scalar(sv, av, 1), self.scalar(sv, av, 1), self.array(sv, av, depth - 1),
                self.array(sv, av, depth - 1))
        if k == 8:
            a = self.array(sv, av, depth - 1)
            t = self.name("t")
            # scatter along a permutation (reverse): no duplicate indices
            return "(let %s = %s in scatter (copy %s) (map (\\%s -> length %s - 1 - %s) (indices %s)) %s)" % (
                t, a, t, x, t, x, t, self.array(sv, av, depth - 1))
        if k == 9:
            # indices of an array of size n: [n]i64 (iota (length a) would
            # have the size `length a`, which Futhark's rules keep apart from n)
            return "(map i32.i64 (indices %s))" % r.choice(av)
        return "(rotate (%d) %s)" % (r.randint(-3, 3), self.array(sv, av, depth - 1))

    def program(self, depth):
        sv, av = ["k"], ["xs", "ys"]
        lets = []
        for _ in range(self.rng.randint(0, 3)):
            if self.rng.random() < 0.5:
                v = self.name("s")
                lets.append("  let %s = %s" % (v, self.scalar(sv, av, depth)))
                sv = sv + [v]
            else:
                v = self.name("a")
                lets.append("  let %s = %s" % (v, self.array(sv, av, depth)))
                av = av + [v]
        s = self.scalar(sv, av, depth)
        a = self.array(sv, av, depth)
        return lets, s, a


HEADER = """-- Generated by fuzz/gen_programs.py (seed %d): the interpreter at every
-- stage and the compiled program must agree.
-- ==
-- random input { [%d]i32 [%d]i32 i32 } auto output
"""


def write_program(path, seed, depth=3):
    rng = random.Random(seed)
    g = Gen(rng)
    lets, s, a = g.program(depth)
    n = rng.choice([1, 2, 7, 16, 100])
    body = "\n".join(lets + ["  in (%s, %s)" % (s, a)])
    with open(path, "w") as f:
        f.write(HEADER % (seed, n, n))
        f.write("def main [n] (xs: [n]i32) (ys: [n]i32) (k: i32) : (i32, []i32) =\n")
        f.write(body + "\n" if lets else "  (%s, %s)\n" % (s, a))


def main():
    out, count = sys.argv[1], int(sys.argv[2])
    seed0 = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    os.makedirs(out, exist_ok=True)
    for i in range(count):
        write_program(os.path.join(out, "gen_%06d.fut" % (seed0 + i)), seed0 + i)


if __name__ == "__main__":
    main()
