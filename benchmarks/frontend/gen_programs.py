#!/usr/bin/env python3
"""Writes the front end's compile-time benchmark programs into a folder.

chain_L.fut     L levels of definitions that each call the previous one
                twice (annotated); checking time must not double per level.
chain_poly_L.fut the same, unannotated and polymorphic (`def g x = ...`).
hof_chain_L.fut the same through a higher-order function.
lines_N.fut     a program of about N lines in the style of ordinary Futhark
                programs: records, sums and match, polymorphic helpers,
                size-typed array functions, loops, SOACs.
functors_K.fut  module-heavy: a functor (itself applying a functor twice to
                its parameter, inside a nested functor) applied to K
                different modules, K = 1, 2, 4, ..., 32; the front end must
                be linear in K.
library_K.fut   library-style parametric modules in the shape of a real
                skyline program: a sealed small-vector module type with a
                parametric abstract type and a size (`vec1`, and `cat`
                joining two of them, applied to its own results for
                dimensions 2..K+1), a `real` parameter, a sealed base
                functor refined by `with`, and a stack of three-parameter
                functors (core; grid and angle each applying core; a
                pipeline applying all three; an entry functor applying the
                pipeline), instantiated for each dimension and for min and
                max bases (2K applications of the stack), K = 2, 6, 11.
deep_N.fut      long chains in one expression, N = 5000 and 20000 (the
                issue's "a sum of 20,000 terms checks"): a sum of N terms,
                N nested parentheses, N nested applications, an `if` chain
                and a `let` chain of N; checking must be linear in N.

Usage: gen_programs.py OUTDIR
       gen_programs.py --deep N [sum_terms|parens|apps|ifs|lets] OUTDIR
       (deep_N.fut, or one chain's deep_PART_N.fut, and a variant with a
       test block, *_test.fut: compile_time.sh --compile)
"""
import os
import sys

BLOCK = """\
type point{i} = {{x: f32, y: f32}}
type shape{i} = #circle point{i} f32 | #rect point{i} point{i} | #empty

def area{i} (s: shape{i}) : f32 =
  match s
  case #circle _ r -> f32.pi * r * r
  case #rect a b -> f32.abs ((b.x - a.x) * (b.y - a.y))
  case #empty -> 0

def dist{i} (p: point{i}) (q: point{i}) =
  f32.sqrt ((p.x - q.x) ** 2 + (p.y - q.y) ** 2)

def centre{i} [n] (ps: [n]point{i}) : point{i} =
  let sx = f32.sum (map (.x) ps)
  let sy = f32.sum (map (.y) ps)
  in {{x = sx / f32.i64 n, y = sy / f32.i64 n}}

def argmin{i} [n] 't (key: t -> f32) (xs: [n]t) : i64 =
  let (_, i) = reduce (\\(a, i) (b, j) -> if a <= b then (a, i) else (b, j))
                      (f32.inf, -1)
                      (zip (map key xs) (iota n))
  in i

def smooth{i} [n] (xs: [n]f32) : [n]f32 =
  tabulate n (\\j -> let l = xs[i64.max 0 (j - 1)]
                    let r = xs[i64.min (n - 1) (j + 1)]
                    in (l + xs[j] + r) / 3)

def iterate{i} (k: i32) (xs: []f32) =
  loop xs for _i < k do smooth{i} xs

def histogram{i} [n] (bins: i64) (xs: [n]i32) : [bins]i32 =
  hist (+) 0 bins (map (\\x -> i64.i32 x % bins) xs) (replicate n 1)

def running{i} xs = scan (+) 0i64 xs

def pairs{i} [n] 'a 'b (xs: [n]a) (ys: [n]b) = zip xs ys

def classify{i} (x: i32) : #neg | #zero | #pos i32 =
  if x < 0 then #neg else if x == 0 then #zero else #pos (x * 2)

def count_pos{i} xs =
  let f c = match classify{i} c
            case #pos _ -> 1i32
            case _ -> 0
  in i32.sum (map f xs)

def matvec{i} [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\\row -> f32.sum (map2 (*) row v)) a

def norm{i} (v: []f32) = f32.sqrt (f32.sum (map (\\x -> x * x) v))

entry main{i} (xs: []f32) (k: i32) =
  let ys = iterate{i} k xs
  in (norm{i} ys, area{i} (#circle {{x = 0, y = 0}} ys[0]))

"""


FUNCTORS = """\
module type shape = {
  type t
  val zero : t
  val add : t -> t -> t
  val scale : f32 -> t -> t
  val norm : t -> f32
}

module mk_vec (P: { val n : i64 }) : shape with t = [P.n]f32 = {
  type t = [P.n]f32
  def zero : t = replicate P.n 0
  def add (a: t) (b: t) : t = map2 (+) a b
  def scale (s: f32) (a: t) : t = map (* s) a
  def norm (a: t) = f32.sqrt (f32.sum (map (\\x -> x * x) a))
}

module mk_ops (S: shape) = {
  def sum [m] (xs: [m]S.t) = reduce S.add S.zero xs
  def mean [m] (xs: [m]S.t) = S.scale (1 / f32.i64 m) (sum xs)
  def spread [m] (xs: [m]S.t) =
    let c = mean xs
    in f32.maximum (map (\\x -> S.norm (S.add x (S.scale (-1) c))) xs)
  def argmax [m] (xs: [m]S.t) =
    let (_, i) = reduce (\\(a, i) (b, j) -> if a >= b then (a, i) else (b, j)) (-f32.inf, -1)
                        (zip (map S.norm xs) (iota m))
    in i
}

module mk_stats (S: shape) = {
  module O = mk_ops S
  module O2 = mk_ops S
  module Inner = {
    module Deep (T: shape) = {
      module O3 = mk_ops T
      def far [m] (xs: [m]T.t) = O3.spread xs + T.norm (O3.sum xs)
    }
  }
  module D = Inner.Deep S
  def summary [m] (xs: [m]S.t) = (O.spread xs, O2.argmax xs, S.norm (O.mean xs), D.far xs)
}

"""
LIBRARY = """\
-- Small vectors of a fixed dimension: `v a` is abstract.
module type vec = {
  type v 'a
  val dim : i64
  val vmap 'a 'b : (a -> b) -> v a -> v b
  val vmap2 'a 'b 'c : (a -> b -> c) -> v a -> v b -> v c
  val fold 'a : (a -> a -> a) -> a -> v a -> a
  val rep 'a : a -> v a
  val at 'a : i64 -> v a -> a
  val to_arr 'a : v a -> [dim]a
  val from_arr 'a : [dim]a -> v a
}

module vec1 : vec = {
  type v 'a = a
  def dim : i64 = 1
  def vmap f x = f x
  def vmap2 f x y = f x y
  def fold op ne x = op ne x
  def rep x = x
  def at _ x = x
  def to_arr 'a (x: a) : [dim]a = [x] :> [dim]a
  def from_arr 'a (xs: [dim]a) : a = xs[0]
}

module cat (X: vec) (Y: vec) : vec = {
  type v 'a = (X.v a, Y.v a)
  def dim : i64 = X.dim + Y.dim
  def vmap f (a, b) = (X.vmap f a, Y.vmap f b)
  def vmap2 f (a, b) (c, d) = (X.vmap2 f a c, Y.vmap2 f b d)
  def fold op ne (a, b) = op (X.fold op ne a) (Y.fold op ne b)
  def rep x = (X.rep x, Y.rep x)
  def at i (a, b) = if i < X.dim then X.at i a else Y.at (i - X.dim) b
  def to_arr 'a ((a, b): v a) : [dim]a = X.to_arr a ++ Y.to_arr b :> [dim]a
  def from_arr 'a (xs: [dim]a) : v a =
    (X.from_arr (xs[0:X.dim] :> [X.dim]a), Y.from_arr (xs[X.dim:] :> [Y.dim]a))
}

-- The order that a skyline keeps.
module type base = {
  type t
  type tup
  val dominates : tup -> tup -> bool
  val score : tup -> t
  val better : t -> t -> bool
}

module mk_min (V: vec) (F: real) : base with t = F.t with tup = V.v F.t = {
  type t = F.t
  type tup = V.v F.t
  def dominates (a: tup) (b: tup) =
    V.fold (&&) true (V.vmap2 (F.<=) a b) && V.fold (||) false (V.vmap2 (F.<) a b)
  def score (a: tup) = V.fold (F.+) (F.i64 0) a
  def better (x: t) (y: t) = x F.< y
}

module mk_max (V: vec) (F: real) : base with t = F.t with tup = V.v F.t = {
  type t = F.t
  type tup = V.v F.t
  def dominates (a: tup) (b: tup) =
    V.fold (&&) true (V.vmap2 (F.>=) a b) && V.fold (||) false (V.vmap2 (F.>) a b)
  def score (a: tup) = V.fold F.max (F.lowest) a
  def better (x: t) (y: t) = x F.> y
}

type sky 't = (t, i64)

module mk_core (V: vec) (F: real) (S: base with t = F.t with tup = V.v F.t) = {
  type tup = S.tup
  def bounds [n] (pts: [n]sky tup) : (tup, tup) =
    let lo = reduce (V.vmap2 F.min) (V.rep F.highest) (map (.0) pts)
    let hi = reduce (V.vmap2 F.max) (V.rep F.lowest) (map (.0) pts)
    in (lo, hi)
  def dominated [n] (pts: [n]sky tup) (p: tup) =
    any (\\(q, _) -> S.dominates q p) pts
  def filter_naive [n] (pts: [n]sky tup) : []sky tup =
    filter (\\(p, _) -> !(dominated pts p)) pts
  def merge [n][m] (a: [n]sky tup) (b: [m]sky tup) : []sky tup =
    let a' = filter (\\(p, _) -> !(dominated b p)) a
    let b' = filter (\\(p, _) -> !(dominated a' p)) b
    in a' ++ b'
  def best [n] (pts: [n]sky tup) : i64 =
    let (_, i) = reduce (\\(x, i) (y, j) -> if S.better y x then (y, j) else (x, i))
                        (S.score (pts[0].0), pts[0].1)
                        (map (\\(p, i) -> (S.score p, i)) pts)
    in i
}

module mk_grid (V: vec) (F: real) (S: base with t = F.t with tup = V.v F.t) = {
  module core = mk_core V F S
  type tup = S.tup
  def cell (k: V.v i64) ((lo, hi): (tup, tup)) (p: tup) : V.v i64 =
    V.vmap2 (\\c (l, h, x) -> let w = (h F.- l) F./ F.i64 c
                             in if w F.<= F.i64 0 then 0
                                else i64.min (c - 1) (F.to_i64 ((x F.- l) F./ w)))
            k (V.vmap2 (\\(l, h) x -> (l, h, x)) (V.vmap2 (\\l h -> (l, h)) lo hi) p)
  def cell_id (k: V.v i64) (c: V.v i64) : i64 =
    V.fold (\\a b -> a * 31 + b) 0 (V.vmap2 (\\x y -> x * 7 + y) k c)
  def cell_dominates (a: V.v i64) (b: V.v i64) : bool =
    V.fold (&&) true (V.vmap2 (<) a b)
  def filter_self [n] (k: [V.dim]i64) (mm: (tup, tup)) (pts: [n]sky tup) : []sky tup =
    let kv = V.from_arr k
    let cells = map (\\(p, _) -> cell kv mm p) pts
    let keep = map (\\c -> !(any (\\d -> cell_dominates d c) cells)) cells
    let pts' = map (.1) (filter (.0) (zip keep pts))
    in core.filter_naive pts'
  def merge [n][m] (k: [V.dim]i64) (mm: (tup, tup)) (a: [n]sky tup) (b: [m]sky tup) =
    let ids = map (\\(p, _) -> cell_id (V.from_arr k) (cell (V.from_arr k) mm p)) b
    let _ = i64.sum ids
    in core.merge a b
}

module mk_angle (V: vec) (F: real) (S: base with t = F.t with tup = V.v F.t) = {
  module core = mk_core V F S
  type tup = S.tup
  def angle_of ((lo, _): (tup, tup)) (p: tup) (i: i64) : F.t =
    let x = V.at 0 p F.- V.at 0 lo
    let y = V.at (i + 1) p F.- V.at (i + 1) lo
    in F.atan2 y x
  def sector [d] (subdiv: [d]i64) (mm: (tup, tup)) (p: tup) : i64 =
    loop acc = 0 for i < d do
      let a = angle_of mm p i
      let s = i64.min (subdiv[i] - 1) (F.to_i64 (a F.* F.i64 subdiv[i] F./ (F.pi F./ F.i64 2)))
      in acc * subdiv[i] + i64.max 0 s
  def filter_self [n][d] (subdiv: [d]i64) (mm: (tup, tup)) (pts: [n]sky tup) : []sky tup =
    let secs = map (\\(p, _) -> sector subdiv mm p) pts
    let keep = map2 (\\(p, _) s -> !(any (\\((q, _), r) -> r == s && S.dominates q p) (zip pts secs)))
                    pts secs
    in map (.1) (filter (.0) (zip keep pts))
  def multi_filter [n][d] (steps: i64) (subdiv: [d]i64) (mm: (tup, tup)) (pts: [n]sky tup) =
    loop pts : []sky tup = pts for s < steps do
      core.filter_naive (filter_self (map (+ s) subdiv) mm pts)
}

module mk_pipeline (V: vec) (F: real) (S: base with t = F.t with tup = V.v F.t) = {
  module sky = mk_core V F S
  module grid = mk_grid V F S
  module angle = mk_angle V F S
  type tup = S.tup
  def run [n] (skip_angle: bool) (subdiv: [V.dim - 1]i64) (steps: i64)
              (k: [V.dim]i64) (window: i64) (pts: [n]sky tup) : []sky tup =
    let mm = sky.bounds pts
    let pts1 = if skip_angle then pts else angle.filter_self subdiv mm pts
    let pts2 = if steps <= 0 then pts1 else angle.multi_filter steps subdiv mm pts1
    let m = length pts2
    let iters = (m + window - 1) / window
    in loop acc : []sky tup = [] for j < iters do
         let lo = j * window
         let hi = i64.min (lo + window) m
         in grid.merge k mm acc (grid.filter_self k mm pts2[lo:hi])
}

module mk_entry (V: vec) (F: real) (S: base with t = F.t with tup = V.v F.t) = {
  module pipe = mk_pipeline V F S
  local def to_vecs [d][n] (cols: [d][n]F.t) : [n]sky S.tup =
    let rows = transpose cols |> map (\\r -> V.from_arr (r :> [V.dim]F.t))
    in zip rows (iota n)
  local def from_vecs (pts: []sky S.tup) : ([V.dim][]F.t, []i64) =
    let (vs, is) = unzip pts
    in (transpose (map V.to_arr vs), is)
  def run [d][n] (cols: [d][n]F.t) (subdiv: [d - 1]i64) (k: [d]i64) (window: i64) =
    let pts = to_vecs cols
    let res = pipe.run false (subdiv :> [V.dim - 1]i64) 1 (k :> [V.dim]i64) window pts
    let (out, is) = from_vecs res
    in (out :> [d][]F.t, is, pipe.sky.best res)
}

"""


FUNCTOR_USE = """\
module P{i} = {{ def n : i64 = {n} }}
module V{i} = mk_vec P{i}
module St{i} = mk_stats V{i}
entry main{i} [m] (xs: [m][{n}]f32) = St{i}.summary (xs :> [m][P{i}.n]f32)
"""


def library(k):
    """The library applied for dimensions 2..k+1, min and max, f64 and f32."""
    text = [LIBRARY]
    for d in range(2, k + 2):
        prev = "vec1" if d == 2 else f"vec{d - 1}"
        text.append(f"module vec{d} = cat {prev} vec1\n")
    for d in range(2, k + 2):
        fl = "f64" if d % 2 == 0 else "f32"
        for order in ("min", "max"):
            text.append(f"module sky{d}_{order} = mk_entry vec{d} {fl} (mk_{order} vec{d} {fl})\n")
            text.append(f"entry sky{d}_{order}_run [n] (cols: [{d}][n]{fl}) (subdiv: [{d - 1}]i64) "
                        f"(k: [{d}]i64) (w: i64) = sky{d}_{order}.run cols subdiv k w\n")
    return "".join(text)


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for levels in (16, 20, 24):
        lines = ["def f0 (x: i32) : i32 = x + 1"]
        lines += [f"def f{i} (x: i32) : i32 = f{i-1} (f{i-1} x)" for i in range(1, levels + 1)]
        lines.append(f"entry main (x: i32) = f{levels} x")
        write(os.path.join(out, f"chain_{levels}.fut"), "\n".join(lines) + "\n")
        lines = ["def g0 x = x + 1"]
        lines += [f"def g{i} x = g{i-1} (g{i-1} x)" for i in range(1, levels + 1)]
        lines.append(f"entry main (x: i32) = g{levels} x")
        write(os.path.join(out, f"chain_poly_{levels}.fut"), "\n".join(lines) + "\n")
        lines = ["def h0 (xs: []i32) = map (+1) xs"]
        lines += [f"def h{i} [n] (xs: [n]i32) : [n]i32 = map (\\x -> x * 2) (h{i-1} (h{i-1} xs))"
                  for i in range(1, levels + 1)]
        lines[1] = "def h1 [n] (xs: [n]i32) : [n]i32 = map (\\x -> x * 2) (h0 (h0 xs) :> [n]i32)"
        lines.append(f"entry main (xs: []i32) = h{levels} xs")
        write(os.path.join(out, f"hof_chain_{levels}.fut"), "\n".join(lines) + "\n")
    block_lines = BLOCK.count("\n")
    for target in (500, 2000):
        k = max(1, round(target / block_lines))
        write(os.path.join(out, f"lines_{target}.fut"), "".join(BLOCK.format(i=i) for i in range(k)))
    for k in (1, 2, 4, 8, 16, 32):
        write(os.path.join(out, f"functors_{k}.fut"),
              FUNCTORS + "".join(FUNCTOR_USE.format(i=i, n=i + 1) for i in range(1, k + 1)))
    for k in (2, 6, 11):
        write(os.path.join(out, f"library_{k}.fut"), library(k))
    for n in (5000, 20000):
        write(os.path.join(out, f"deep_{n}.fut"), deep(n))


DEEP_PARTS = ("sum_terms", "parens", "apps", "ifs", "lets")


def deep(n, only=DEEP_PARTS, test=False):
    """deep_N: each of the chains in `only` (all five by default), summed by
    `main`.  With `test`, a `-- ==` block whose input is 3 (the expected
    result follows from the chains: N*3, 3, 3+N, 3, 3+N)."""
    defs = {
        "sum_terms": "def sum_terms (x: i32) = " + " + ".join(["x"] * n),
        "parens": "def parens (x: i32) = " + "(" * n + "x" + ")" * n,
        "apps": "def apps (x: i32) = " + "f (" * n + "x" + ")" * n,
        "ifs": "def ifs (x: i32) = " + "".join(f"if x == {i} then {i} else " for i in range(n)) + "0",
        "lets": "def lets (x: i32) =\n" + "".join(f"  let x{i} = x{i - 1 if i else ''} + 1\n" for i in range(n))
        + f"  in x{n - 1}",
    }
    value = {"sum_terms": 3 * n, "parens": 3, "apps": 3 + n, "ifs": 3 if n > 3 else 0, "lets": 3 + n}
    parts = []
    if test:
        parts.append(f"-- ==\n-- input {{ 3 }}\n-- output {{ {sum(value[p] for p in only)}i32 }}")
    parts.append("def f (x: i32) = x + 1")
    parts += [defs[p] for p in only]
    parts.append("def main (x: i32) = " + " + ".join(f"{p} x" for p in only))
    return "\n".join(parts) + "\n"


def main_deep():
    """gen_programs.py --deep N [PART] OUTDIR: deep_N.fut (or deep_PART_N.fut,
    one chain) and its variant with a test block, deep_N_test.fut."""
    n = int(sys.argv[2])
    only = DEEP_PARTS if len(sys.argv) == 4 else (sys.argv[3],)
    out = sys.argv[-1]
    os.makedirs(out, exist_ok=True)
    name = f"deep_{n}" if len(only) > 1 else f"deep_{only[0]}_{n}"
    write(os.path.join(out, name + ".fut"), deep(n, only))
    write(os.path.join(out, name + "_test.fut"), deep(n, only, test=True))


USAGE = """usage: gen_programs.py OUTDIR
       gen_programs.py --deep N [PART] OUTDIR
Writes the front end's generated benchmark programs into OUTDIR."""


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help") or (
            sys.argv[1].startswith("-") and sys.argv[1] != "--deep"):
        print(USAGE)
        sys.exit(0 if len(sys.argv) > 1 and sys.argv[1] in ("-h", "--help") else 2)
    if sys.argv[1] == "--deep":
        main_deep()
    else:
        main()
