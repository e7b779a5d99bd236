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
    any (\(q, _) -> S.dominates q p) pts
  def filter_naive [n] (pts: [n]sky tup) : []sky tup =
    filter (\(p, _) -> !(dominated pts p)) pts
  def merge [n][m] (a: [n]sky tup) (b: [m]sky tup) : []sky tup =
    let a' = filter (\(p, _) -> !(dominated b p)) a
    let b' = filter (\(p, _) -> !(dominated a' p)) b
    in a' ++ b'
  def best [n] (pts: [n]sky tup) : i64 =
    let (_, i) = reduce (\(x, i) (y, j) -> if S.better y x then (y, j) else (x, i))
                        (S.score (pts[0].0), pts[0].1)
                        (map (\(p, i) -> (S.score p, i)) pts)
    in i
}

module mk_grid (V: vec) (F: real) (S: base with t = F.t with tup = V.v F.t) = {
  module core = mk_core V F S
  type tup = S.tup
  def cell (k: V.v i64) ((lo, hi): (tup, tup)) (p: tup) : V.v i64 =
    V.vmap2 (\c (l, h, x) -> let w = (h F.- l) F./ F.i64 c
                             in if w F.<= F.i64 0 then 0
                                else i64.min (c - 1) (F.to_i64 ((x F.- l) F./ w)))
            k (V.vmap2 (\(l, h) x -> (l, h, x)) (V.vmap2 (\l h -> (l, h)) lo hi) p)
  def cell_id (k: V.v i64) (c: V.v i64) : i64 =
    V.fold (\a b -> a * 31 + b) 0 (V.vmap2 (\x y -> x * 7 + y) k c)
  def cell_dominates (a: V.v i64) (b: V.v i64) : bool =
    V.fold (&&) true (V.vmap2 (<) a b)
  def filter_self [n] (k: [V.dim]i64) (mm: (tup, tup)) (pts: [n]sky tup) : []sky tup =
    let kv = V.from_arr k
    let cells = map (\(p, _) -> cell kv mm p) pts
    let keep = map (\c -> !(any (\d -> cell_dominates d c) cells)) cells
    let pts' = map (.1) (filter (.0) (zip keep pts))
    in core.filter_naive pts'
  def merge [n][m] (k: [V.dim]i64) (mm: (tup, tup)) (a: [n]sky tup) (b: [m]sky tup) =
    let ids = map (\(p, _) -> cell_id (V.from_arr k) (cell (V.from_arr k) mm p)) b
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
    let secs = map (\(p, _) -> sector subdiv mm p) pts
    let keep = map2 (\(p, _) s -> !(any (\((q, _), r) -> r == s && S.dominates q p) (zip pts secs)))
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
    let rows = transpose cols |> map (\r -> V.from_arr (r :> [V.dim]F.t))
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

module vec2 = cat vec1 vec1
module vec3 = cat vec2 vec1
module vec4 = cat vec3 vec1
module vec5 = cat vec4 vec1
module vec6 = cat vec5 vec1
module vec7 = cat vec6 vec1
module vec8 = cat vec7 vec1
module vec9 = cat vec8 vec1
module vec10 = cat vec9 vec1
module vec11 = cat vec10 vec1
module vec12 = cat vec11 vec1
module sky2_min = mk_entry vec2 f64 (mk_min vec2 f64)
entry sky2_min_run [n] (cols: [2][n]f64) (subdiv: [1]i64) (k: [2]i64) (w: i64) = sky2_min.run cols subdiv k w
module sky2_max = mk_entry vec2 f64 (mk_max vec2 f64)
entry sky2_max_run [n] (cols: [2][n]f64) (subdiv: [1]i64) (k: [2]i64) (w: i64) = sky2_max.run cols subdiv k w
module sky3_min = mk_entry vec3 f32 (mk_min vec3 f32)
entry sky3_min_run [n] (cols: [3][n]f32) (subdiv: [2]i64) (k: [3]i64) (w: i64) = sky3_min.run cols subdiv k w
module sky3_max = mk_entry vec3 f32 (mk_max vec3 f32)
entry sky3_max_run [n] (cols: [3][n]f32) (subdiv: [2]i64) (k: [3]i64) (w: i64) = sky3_max.run cols subdiv k w
module sky4_min = mk_entry vec4 f64 (mk_min vec4 f64)
entry sky4_min_run [n] (cols: [4][n]f64) (subdiv: [3]i64) (k: [4]i64) (w: i64) = sky4_min.run cols subdiv k w
module sky4_max = mk_entry vec4 f64 (mk_max vec4 f64)
entry sky4_max_run [n] (cols: [4][n]f64) (subdiv: [3]i64) (k: [4]i64) (w: i64) = sky4_max.run cols subdiv k w
module sky5_min = mk_entry vec5 f32 (mk_min vec5 f32)
entry sky5_min_run [n] (cols: [5][n]f32) (subdiv: [4]i64) (k: [5]i64) (w: i64) = sky5_min.run cols subdiv k w
module sky5_max = mk_entry vec5 f32 (mk_max vec5 f32)
entry sky5_max_run [n] (cols: [5][n]f32) (subdiv: [4]i64) (k: [5]i64) (w: i64) = sky5_max.run cols subdiv k w
module sky6_min = mk_entry vec6 f64 (mk_min vec6 f64)
entry sky6_min_run [n] (cols: [6][n]f64) (subdiv: [5]i64) (k: [6]i64) (w: i64) = sky6_min.run cols subdiv k w
module sky6_max = mk_entry vec6 f64 (mk_max vec6 f64)
entry sky6_max_run [n] (cols: [6][n]f64) (subdiv: [5]i64) (k: [6]i64) (w: i64) = sky6_max.run cols subdiv k w
module sky7_min = mk_entry vec7 f32 (mk_min vec7 f32)
entry sky7_min_run [n] (cols: [7][n]f32) (subdiv: [6]i64) (k: [7]i64) (w: i64) = sky7_min.run cols subdiv k w
module sky7_max = mk_entry vec7 f32 (mk_max vec7 f32)
entry sky7_max_run [n] (cols: [7][n]f32) (subdiv: [6]i64) (k: [7]i64) (w: i64) = sky7_max.run cols subdiv k w
module sky8_min = mk_entry vec8 f64 (mk_min vec8 f64)
entry sky8_min_run [n] (cols: [8][n]f64) (subdiv: [7]i64) (k: [8]i64) (w: i64) = sky8_min.run cols subdiv k w
module sky8_max = mk_entry vec8 f64 (mk_max vec8 f64)
entry sky8_max_run [n] (cols: [8][n]f64) (subdiv: [7]i64) (k: [8]i64) (w: i64) = sky8_max.run cols subdiv k w
module sky9_min = mk_entry vec9 f32 (mk_min vec9 f32)
entry sky9_min_run [n] (cols: [9][n]f32) (subdiv: [8]i64) (k: [9]i64) (w: i64) = sky9_min.run cols subdiv k w
module sky9_max = mk_entry vec9 f32 (mk_max vec9 f32)
entry sky9_max_run [n] (cols: [9][n]f32) (subdiv: [8]i64) (k: [9]i64) (w: i64) = sky9_max.run cols subdiv k w
module sky10_min = mk_entry vec10 f64 (mk_min vec10 f64)
entry sky10_min_run [n] (cols: [10][n]f64) (subdiv: [9]i64) (k: [10]i64) (w: i64) = sky10_min.run cols subdiv k w
module sky10_max = mk_entry vec10 f64 (mk_max vec10 f64)
entry sky10_max_run [n] (cols: [10][n]f64) (subdiv: [9]i64) (k: [10]i64) (w: i64) = sky10_max.run cols subdiv k w
module sky11_min = mk_entry vec11 f32 (mk_min vec11 f32)
entry sky11_min_run [n] (cols: [11][n]f32) (subdiv: [10]i64) (k: [11]i64) (w: i64) = sky11_min.run cols subdiv k w
module sky11_max = mk_entry vec11 f32 (mk_max vec11 f32)
entry sky11_max_run [n] (cols: [11][n]f32) (subdiv: [10]i64) (k: [11]i64) (w: i64) = sky11_max.run cols subdiv k w
module sky12_min = mk_entry vec12 f64 (mk_min vec12 f64)
entry sky12_min_run [n] (cols: [12][n]f64) (subdiv: [11]i64) (k: [12]i64) (w: i64) = sky12_min.run cols subdiv k w
module sky12_max = mk_entry vec12 f64 (mk_max vec12 f64)
entry sky12_max_run [n] (cols: [12][n]f64) (subdiv: [11]i64) (k: [12]i64) (w: i64) = sky12_max.run cols subdiv k w
