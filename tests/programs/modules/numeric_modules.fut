-- The numeric modules are modules: passed to parametric modules whose
-- parameters have the prelude's module types (`numeric`, `integral`,
-- `real`, `float`), bound to other names, and opened.
-- ==
-- entry: sums
-- input { [1, 2, 3] [0.5f32, 1.5f32] } output { 6 2f32 7u8 }

-- ==
-- entry: lcg
-- input { 3i64 } output { [48271u32, 48272u32, 48273u32] }

-- ==
-- entry: norms
-- input { [3f64, 4f64] } output { 5f64 25f64 }

-- ==
-- entry: opened
-- input { 2f32 } output { 1.4142135f32 4f32 }

module summer (N: numeric) = {
  def sum [n] (xs: [n]N.t) : N.t = reduce (N.+) (N.i32 0) xs
}

module sum_i32 = summer i32
module sum_f32 = summer f32
module U = summer u8

entry sums (xs: []i32) (ys: []f32) = (sum_i32.sum xs, sum_f32.sum ys, U.sum [3u8, 4u8])

module lcg_engine (T: integral) (P: { val a : T.t val c : T.t }) = {
  type rng = T.t
  def seed (s: i64) : rng = T.i64 s
  def next (x: rng) : (rng, T.t) = let y = (P.a T.* x) T.+ P.c in (y, y)
}

module minstd = lcg_engine u32 { def a = 48271u32 def c = 0u32 }

entry lcg (n: i64) : [n]u32 =
  map (\i -> (minstd.next (minstd.seed 1)).1 + u32.i64 i) (iota n)

module norm (R: real) = {
  type t = R.t
  def norm (xs: []t) : t = R.sqrt (reduce (R.+) (R.i32 0) (map (\x -> x R.* x) xs))
}

module F = f64
module N64 = norm F

entry norms (xs: []f64) = (N64.norm xs, F.(N64.norm xs * N64.norm xs))

module my_f32 = {
  open f32
  def root2 (x: t) : t = sqrt x
}

entry opened (x: f32) = (my_f32.root2 x, my_f32.(x * x))
