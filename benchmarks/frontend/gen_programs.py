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

Usage: gen_programs.py OUTDIR
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

FUNCTOR_USE = """\
module P{i} = {{ def n : i64 = {n} }}
module V{i} = mk_vec P{i}
module St{i} = mk_stats V{i}
entry main{i} [m] (xs: [m][{n}]f32) = St{i}.summary (xs :> [m][P{i}.n]f32)
"""


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


if __name__ == "__main__":
    main()
