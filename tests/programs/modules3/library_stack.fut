-- Library-style parametric modules applied to each other's results: a
-- sealed small-vector module type with a parametric abstract type and a
-- size, a functor joining two vectors (applied to its own results), a
-- sealed order refined by `with`, and functors taking three modules that
-- apply one another in their bodies (a skyline: the points that no other
-- point dominates).
-- ==
-- entry: sky2_min
-- input { [[1f64, 2f64, 3f64, 0.5f64], [3f64, 1f64, 2f64, 4f64]] }
-- output { [0i64, 1i64, 3i64] 3i64 4.5f64 }
-- input { [[1f64, 1f64], [2f64, 2f64]] }
-- output { [0i64, 1i64] 0i64 3f64 }
-- ==
-- entry: sky3_max
-- input { [[1f32, 2f32, 0f32], [1f32, 2f32, 5f32], [1f32, 2f32, 0f32]] }
-- output { [1i64, 2i64] 1i64 6f32 }

module type vec = {
  type v 'a
  val dim : i64
  val vmap2 'a 'b 'c : (a -> b -> c) -> v a -> v b -> v c
  val fold 'a : (a -> a -> a) -> a -> v a -> a
  val rep 'a : a -> v a
  val from_arr 'a : [dim]a -> v a
}

module vec1 : vec = {
  type v 'a = a
  def dim : i64 = 1
  def vmap2 f x y = f x y
  def fold op ne x = op ne x
  def rep x = x
  def from_arr 'a (xs: [dim]a) : a = xs[0]
}

module cat (X: vec) (Y: vec) : vec = {
  type v 'a = (X.v a, Y.v a)
  def dim : i64 = X.dim + Y.dim
  def vmap2 f (a, b) (c, d) = (X.vmap2 f a c, Y.vmap2 f b d)
  def fold op ne (a, b) = op (X.fold op ne a) (Y.fold op ne b)
  def rep x = (X.rep x, Y.rep x)
  def from_arr 'a (xs: [dim]a) : v a =
    (X.from_arr (xs[0:X.dim] :> [X.dim]a), Y.from_arr (xs[X.dim:] :> [Y.dim]a))
}

module type order = {
  type t
  type tup
  val dominates : tup -> tup -> bool
  val score : tup -> t
}

module mk_min (V: vec) (F: real) : order with t = F.t with tup = V.v F.t = {
  type t = F.t
  type tup = V.v F.t
  def dominates (a: tup) (b: tup) =
    V.fold (&&) true (V.vmap2 (F.<=) a b) && V.fold (||) false (V.vmap2 (F.<) a b)
  def score (a: tup) = V.fold (F.+) (F.i64 0) a
}

module mk_max (V: vec) (F: real) : order with t = F.t with tup = V.v F.t = {
  type t = F.t
  type tup = V.v F.t
  def dominates (a: tup) (b: tup) =
    V.fold (&&) true (V.vmap2 (F.>=) a b) && V.fold (||) false (V.vmap2 (F.>) a b)
  def score (a: tup) = V.fold (F.+) (F.i64 0) a
}

module mk_core (V: vec) (F: real) (S: order with t = F.t with tup = V.v F.t) = {
  def keep [n] (pts: [n](S.tup, i64)) : [](S.tup, i64) =
    filter (\(p, _) -> !(any (\(q, _) -> S.dominates q p) pts)) pts
}

module mk_scored (V: vec) (F: real) (S: order with t = F.t with tup = V.v F.t) = {
  module core = mk_core V F S
  def best [n] (pts: [n](S.tup, i64)) : (F.t, i64) =
    reduce (\(a, i) (b, j) -> if b F.> a || (b F.== a && j < i) then (b, j) else (a, i))
           (F.lowest, -1) (map (\(p, i) -> (S.score p, i)) pts)
}

module mk_entry (V: vec) (F: real) (S: order with t = F.t with tup = V.v F.t) = {
  module core = mk_core V F S
  module scored = mk_scored V F S
  def run [d][n] (cols: [d][n]F.t) : ([]i64, i64, F.t) =
    let pts = zip (map (\r -> V.from_arr (r :> [V.dim]F.t)) (transpose cols)) (iota n)
    let sky = core.keep pts
    let (s, i) = scored.best sky
    in (map (.1) sky, i, s)
}

module vec2 = cat vec1 vec1
module vec3 = cat vec2 vec1
module s2min = mk_entry vec2 f64 (mk_min vec2 f64)
module s3max = mk_entry vec3 f32 (mk_max vec3 f32)

entry sky2_min [n] (cols: [2][n]f64) = s2min.run cols
entry sky3_max [n] (cols: [3][n]f32) = s3max.run cols
