-- Generic numeric code over the builtin modules: a functor taking a
-- module of the prelude's `real`/`integral` module types (f32, f64, i64),
-- a module type with an abstract type, and local opens.
-- ==
-- entry: stats_f32
-- input { [1f32, 2f32, 3f32, 6f32] } output { 3f32 1.8708287f32 6f32 }
-- entry: stats_f64
-- input { [2f64, 4f64] } output { 3f64 1f64 4f64 }
-- entry: int_sums
-- input { [1i64, -2i64, 3i64] } output { 2i64 6i64 3i64 }

module stats (R: real) = {
  type t = R.t
  def mean [n] (xs: [n]t) : t = R.(reduce (+) (i32 0) xs / i64 n)
  def stddev [n] (xs: [n]t) : t =
    let m = mean xs
    in R.(sqrt (reduce (+) (i32 0) (map (\x -> (x - m) * (x - m)) xs) / i64 n))
  def top (xs: []t) : t = reduce R.max R.lowest xs
}

module sums (I: integral) = {
  def total (xs: []I.t) = reduce (I.+) (I.i32 0) xs
  def abs_total (xs: []I.t) = reduce (I.+) (I.i32 0) (map I.abs xs)
  def top (xs: []I.t) = reduce I.max I.lowest xs
}

module S32 = stats f32
module S64 = stats f64
module SI = sums i64

entry stats_f32 (xs: []f32) = (S32.mean xs, S32.stddev xs, S32.top xs)
entry stats_f64 (xs: []f64) = (S64.mean xs, S64.stddev xs, S64.top xs)
entry int_sums (xs: []i64) = (SI.total xs, SI.abs_total xs, SI.top xs)
