-- One k-means step in the style of ordinary Futhark code: points as
-- records, the closest centre by an argmin `reduce` over tuples, new
-- centres by `reduce_by_index` over records turned into tuples, and a
-- `loop` of steps.  Two entry points share the helpers.
-- ==
-- entry: assign
-- input { [0f32, 1f32, 10f32, 11f32] [0f32, 0f32, 0f32, 0f32] [0f32, 10f32] [0f32, 0f32] }
-- output { [0i64, 0i64, 1i64, 1i64] }
-- entry: centres
-- input { [0f32, 1f32, 10f32, 11f32] [0f32, 2f32, 0f32, 2f32] [0f32, 5f32] [0f32, 0f32] 3i32 }
-- output { [0.5f32, 10.5f32] [1f32, 1f32] }

type point = {x: f32, y: f32}

def dist2 (a: point) (b: point) = (a.x - b.x) ** 2 + (a.y - b.y) ** 2

def closest [k] (cs: [k]point) (p: point) : i64 =
  let (_, i) = reduce (\(d1, i1) (d2, i2) -> if d1 < d2 || (d1 == d2 && i1 < i2) then (d1, i1) else (d2, i2))
                      (f32.inf, -1)
                      (map2 (\c i -> (dist2 c p, i)) cs (iota k))
  in i

def step [n] [k] (ps: [n]point) (cs: [k]point) : [k]point =
  let which = map (closest cs) ps
  let sums = reduce_by_index (replicate k (0, 0, 0)) (\(a, b, c) (d, e, f) -> (a + d, b + e, c + f)) (0, 0, 0)
                             which (map (\p -> (p.x, p.y, 1f32)) ps)
  in map2 (\(sx, sy, cnt) c -> if cnt == 0 then c else {x = sx / cnt, y = sy / cnt}) sums cs

def points [n] (xs: [n]f32) (ys: [n]f32) : [n]point = map2 (\x y -> {x, y}) xs ys

entry assign [n] [k] (xs: [n]f32) (ys: [n]f32) (cx: [k]f32) (cy: [k]f32) =
  map (closest (points cx cy)) (points xs ys)

entry centres [n] [k] (xs: [n]f32) (ys: [n]f32) (cx: [k]f32) (cy: [k]f32) (steps: i32) =
  let ps = points xs ys
  let cs = loop cs = points cx cy for _i < steps do step ps cs
  in (map (.x) cs, map (.y) cs)
