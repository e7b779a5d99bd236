-- The largest element of each column with its row index (a tuple operator,
-- not known commutative: ties go to the smallest row), and column sums
-- inside a loop over steps.
-- ==
-- input { [[1f32, 9f32], [7f32, 9f32], [7f32, 2f32]] 2i64 } output { [1i64, 0i64] [7f32, 9f32] [60f32, 80f32] }
-- random input { [37][101]f32 3i64 } auto output
-- random input { [3000][5]f32 1i64 } auto output
-- random input { [1][9]f32 2i64 } auto output

def main [n][m] (xss: [n][m]f32) (steps: i64) : ([m]i64, [m]f32, [m]f32) =
  let am = map (\j -> reduce (\(x, i) (y, k) -> if x > y || (x == y && i < k) then (x, i) else (y, k))
                             (-f32.inf, -1) (zip xss[:, j] (iota n)))
               (iota m)
  let s = loop acc = replicate m 0 for _i < steps do
            map2 (+) acc (map f32.sum (transpose (map (map (* 2)) xss)))
  in (map (.1) am, map (.0) am, s)
