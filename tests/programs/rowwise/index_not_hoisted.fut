-- A read that may be out of bounds does not move out of a map that runs
-- zero times: with m = 0 the inner map never reads `xs[i + 1]`, so there
-- is no error; with m = 2 the last row's read is out of bounds.  A read
-- whose index is a map's parameter over `iota n` of an array of n rows is
-- in bounds and moves (ir/hoist.h), also out of an empty inner map.
-- ==
-- input { [1f32, 2f32, 3f32] 0i64 } output { [0f32, 0f32, 0f32] }
-- input { [1f32, 2f32, 3f32] 2i64 } error: Index \[3\] out of bounds
-- input { [1f32, 2f32, 3f32, 4f32] 0i64 } output { [0f32, 0f32, 0f32, 0f32] }

def main [n] (xs: [n]f32) (m: i64) : [n]f32 =
  map (\i -> f32.sum (map (\j -> xs[i + 1] * f32.i64 (j + 1)) (iota m))) (iota n)

-- ==
-- entry: in_bounds
-- input { [[1f32, 2f32], [3f32, 4f32]] 0i64 } output { [0f32, 0f32] }
-- input { [[1f32, 2f32], [3f32, 4f32]] 3i64 } output { [9f32, 21f32] }

entry in_bounds [n][k] (xss: [n][k]f32) (m: i64) : [n]f32 =
  map (\i -> f32.sum (map (\j -> f32.sum xss[i] * f32.i64 (j + 1) / 2) (iota m))) (iota n)
