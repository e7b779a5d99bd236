-- Row-wise programs written with indices instead of maps over rows:
-- `tabulate_2d n m (\i j -> ...)` whose body reduces the row `xss[i]`.
-- The reductions depend on i only, so they move out of the inner map
-- (ir/hoist.h: `xss[i]` with i over `iota n` is in bounds), and the reads
-- `xss[i, j]` become reads of the row (the row is an input of the map):
-- the same row-group kernel as `map softmax xss`, not a reduction per
-- element (the structure counts all three entry points: each has a
-- row-group version and the flattened one, two, one and one SegReds).
-- ==
-- random input { [37][101]f32 } auto output
-- compiled random input { [300][101]f32 } auto output
-- random input { [200][1]f32 } auto output
-- random input { [200][0]f32 } auto output
-- random input { [0][16]f32 } auto output
-- compiled random input { [8][600]f32 } auto output
-- input { [[1f32, 2f32], [3f32, 3f32]] } output { [[0.26894143f32, 0.7310586f32], [0.5f32, 0.5f32]] }
-- structure { SegGroup 3 SegRed 4 SegMap 3 }

def main [n][m] (xss: [n][m]f32) : [n][m]f32 =
  tabulate_2d n m (\i j -> let r = xss[i]
                           let mx = f32.maximum r
                           in f32.exp (xss[i, j] - mx) / f32.sum (map (\x -> f32.exp (x - mx)) r))

-- ==
-- entry: centre
-- random input { [37][101]f32 } auto output
-- random input { [3][0]f32 } auto output
-- input { [[1f32, 3f32], [4f32, 4f32]] } output { [[-1f32, 1f32], [0f32, 0f32]] }

entry centre [n][m] (xss: [n][m]f32) : [n][m]f32 =
  map (\i -> map (\j -> xss[i, j] - f32.sum xss[i] / f32.i64 m) (iota m)) (iota n)

-- ==
-- entry: scaled_rows
-- random input { [37][101]f32 } auto output
-- input { [[1f32, 3f32], [0f32, 0f32]] } output { [[0.25f32, 0.75f32], [0f32, 0f32]] }

entry scaled_rows [n][m] (xss: [n][m]f32) : [n][m]f32 =
  tabulate n (\i -> let s = f32.sum (map f32.abs xss[i])
                    in tabulate m (\j -> if s == 0 then 0 else xss[i, j] / s))
