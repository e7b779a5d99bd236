-- Loop-invariant code motion: the loop's body rebuilds the same iota and
-- the same transposed matrix each iteration; both move before the loop.
-- A loop body result stays inside (it would alias the next iteration's
-- merge parameter).
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] 3i64 } output { [[3i32, 9i32], [6i32, 12i32]] }
-- random input { [9][9]i32 5i64 } auto output
-- input { [[1i32, 2i32], [3i32, 4i32]] 0i64 } output { [[0i32, 0i32], [0i32, 0i32]] }
def main [n] (a: [n][n]i32) (k: i64): [n][n]i32 =
  loop acc = replicate n (replicate n 0i32) for _i < k do
    let t = transpose a
    let r = replicate n 0i32
    in map2 (\row ar -> map2 (+) (map2 (+) row ar) r) acc t
