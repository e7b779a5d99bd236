-- Mandelbrot escape counts (plain Futhark style): a map over points with
-- a while loop per point (see also examples/).

def escape (limit: i32) (cx: f64) (cy: f64): i32 =
  let (_, _, i) =
    loop (x, y, i) = (0.0, 0.0, 0) while i < limit && x * x + y * y <= 4.0 do
      (x * x - y * y + cx, 2.0 * x * y + cy, i + 1)
  in i

-- ==
-- entry: points
-- input { [0.0, 2.0, 1.0, -1.0, 0.0] [0.0, 0.0, 0.0, 0.0, 2.0] 50 }
-- output { [50, 2, 3, 50, 2] }
-- random input { [200]f64 [200]f64 i32 } auto output

entry points [n] (xs: [n]f64) (ys: [n]f64) (limit: i32) = map2 (escape limit) xs ys

-- An h×w grid over [-2, 1] × [-1, 1] (rows are y).
-- ==
-- entry: grid
-- input { 3i64 3i64 10 }
-- output { [[1, 4, 2], [10, 10, 3], [1, 4, 2]] }
-- input { 4i64 5i64 20 }
-- output { [[1, 3, 4, 4, 2], [1, 18, 20, 20, 2], [1, 18, 20, 20, 2], [1, 3, 4, 4, 2]] }

entry grid (h: i64) (w: i64) (limit: i32) =
  map (\r ->
         map (\c ->
                let cx = -2.0 + 3.0 * f64.i64 c / f64.i64 (i64.max 1 (w - 1))
                let cy = -1.0 + 2.0 * f64.i64 r / f64.i64 (i64.max 1 (h - 1))
                in escape limit cx cy)
             (iota w))
      (iota h)
