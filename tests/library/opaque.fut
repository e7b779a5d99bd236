-- The program behind the opaque-type tests of the C library
-- (tests/library/test_opaque.c): records, tuples, sum types, arrays of
-- records and of sums, and an abstract type of a module, as parameters and
-- results of entry points.

type point = {x: f32, y: f32}
type particle = {pos: point, vel: []f32, id: i64}
type shape = #circle point f32 | #rect point point | #empty
type opt = #some i32 | #none

module counter : {
  type~ t
  val make : i32 -> t
  val bump : t -> t
  val value : t -> i32
} = {
  type~ t = {count: i32, history: []i32}
  def make (x: i32) = {count = x, history = [x]}
  def bump (t: t) = {count = t.count + 1, history = t.history ++ [t.count + 1]}
  def value (t: t) = t.count * 1000 + i32.i64 (length t.history)
}

entry mkp (x: f32) (y: f32): point = {x, y}
entry norm2 (p: point): f32 = p.x * p.x + p.y * p.y
entry add_points (a: point) (b: point): point = {x = a.x + b.x, y = a.y + b.y}

entry particle_energy (p: particle): f32 = f32.sum (map (\v -> v * v) p.vel) + f32.i64 p.id
entry move (dt: f32) (p: particle): particle =
  p with pos = {x = p.pos.x + dt * p.vel[0], y = p.pos.y + dt * p.vel[1]}

-- A tuple parameter is one opaque value; a tuple result is several results.
entry swap (p: (i32, f32)): (f32, i32) = (p.1, p.0)
entry nested (p: (i32, []f32)): (i32, (f32, bool)) = (p.0, (f32.sum p.1, p.0 > 0))

entry area (s: shape): f32 =
  match s
  case #circle _ r -> 3 * r * r
  case #rect a b -> (b.x - a.x) * (b.y - a.y)
  case #empty -> 0
entry mk_circle (c: point) (r: f32): shape = #circle c r
entry grow (k: f32) (s: shape): shape =
  match s
  case #circle c r -> #circle c (r * k)
  case #rect a b -> #rect a {x = a.x + (b.x - a.x) * k, y = a.y + (b.y - a.y) * k}
  case #empty -> #empty

entry centroid (ps: []point): point =
  let n = f32.i64 (length ps)
  in {x = f32.sum (map (.x) ps) / n, y = f32.sum (map (.y) ps) / n}
entry translate (d: f32) (ps: []point): []point = map (\p -> {x = p.x + d, y = p.y - d}) ps
entry pairs (n: i64): [](i64, f32) = map (\i -> (i, f32.i64 i * 0.5)) (iota n)

entry opt_sum (os: []opt): i32 = i32.sum (map (\o -> match o case #some v -> v case #none -> 0) os)
entry opt_of (x: i32): opt = if x < 0 then #none else #some x

entry counter_make (x: i32): counter.t = counter.make x
entry counter_bump (c: counter.t): counter.t = counter.bump c
entry counter_value (c: counter.t): i32 = counter.value c

-- Nested and multi-dimensional arrays of records, a sum with array
-- payloads, a record whose fields share a size, and a consuming parameter.
type tagged = #ints []i32 | #floats []f32 | #nothing
type pair_vecs [n] = {a: [n]f32, b: [n]f32}

entry nest_sum (xs: [](i32, (f32, f32))): f32 =
  f32.sum (map (\(i, (a, b)) -> f32.i32 i + a * b) xs)
entry grid (n: i64) (m: i64): [n][m]point =
  tabulate_2d n m (\i j -> {x = f32.i64 i, y = f32.i64 j})
entry grid_sum [n][m] (g: [n][m]point): f32 = f32.sum (map (\r -> f32.sum (map (\p -> p.x * 10 + p.y) r)) g)
entry tagged_sum (t: tagged): f32 =
  match t
  case #ints xs -> f32.i32 (i32.sum xs)
  case #floats xs -> f32.sum xs
  case #nothing -> -1
entry dot_vecs [n] (v: pair_vecs [n]): f32 = f32.sum (map2 (*) v.a v.b)
entry reset_first (ps: *[]point): *[]point = ps with [0] = {x = 0, y = 0}
