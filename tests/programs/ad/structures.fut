-- AD with tuples and records of floats as inputs and results, integers
-- mixed in (they get no tangents: zero cotangents), map2 with captured
-- variables, and arrays of tuples.
-- ==
-- entry: tuple_in
-- input { 2.0 3.0 }
-- output { 3.0 2.0 13.0 }
-- entry: record_in
-- input { 1.0 2.0 }
-- output { 4.0 2.0 }
-- entry: record_out
-- input { 2.0 }
-- output { 4.0 12.0 }
-- entry: with_int
-- input { 2.0 5i64 }
-- output { 5.0 0i64 40.0 }
-- entry: captured
-- input { [1.0, 2.0, 3.0] [4.0, 5.0, 6.0] 2.0 }
-- output { [8.0, 10.0, 12.0] 32.0 }
-- entry: array_of_pairs
-- input { [1.0, 2.0] [3.0, 4.0] }
-- output { [3.0, 4.0] [1.0, 2.0] }
-- entry: f32_mixed
-- input { 2.0f32 1.5f64 }
-- output { 4.0f32 1.0f64 }

entry tuple_in (x: f64) (y: f64) =
  let (dx, dy) = vjp (\(a, b) -> a * b) (x, y) 1
  in (dx, dy, jvp (\(a, b) -> a * a + b * b) (x, y) (x, y) / 2)

type point = {x: f64, y: f64}

entry record_in (x: f64) (y: f64) =
  let g = vjp (\(p: point) -> p.x * p.y * p.y) {x, y} 1
  in (g.x, g.y / 2)

entry record_out (x: f64) =
  let r = jvp (\x -> {sq = x * x, cube = x * x * x}) x 1
  in (r.sq, r.cube)

-- An integer component: no tangent; its cotangent is 0.
entry with_int (x: f64) (n: i64) =
  let (gx, gn) = vjp (\(x, n) -> x * f64.i64 n) (x, n) 1
  in (gx, gn, jvp (\(x, n) -> x ** f64.i64 n) (x, n) (1, 0) / 2)

-- A lambda with captured variables: the captured array is a constant, the
-- captured scalar is differentiated when it is the input.
entry captured [n] (xs: [n]f64) (ys: [n]f64) (s: f64) =
  let g = vjp (\xs -> f64.sum (map2 (\x y -> s * x * y) xs ys)) xs 1
  let ds = jvp (\s -> f64.sum (map2 (\x y -> s * x * y) xs ys)) s 1
  in (g, ds)

entry array_of_pairs [n] (as: [n]f64) (bs: [n]f64) =
  let ps = zip as bs
  let g = vjp (\ps -> f64.sum (map (\(a, b) -> a * b) ps)) ps 1
  in unzip g

entry f32_mixed (x: f32) (y: f64) =
  let (gx, gy) = vjp (\(x, y) -> f64.f32 (x * x) + y) (x, y) 1
  in (gx, gy)
