-- Histograms whose indices fall outside the bins on both sides, with
-- several operators and types, and on rows.
-- ==
-- entry: minmax
-- input { [0i64, 1i64, 0i64, 7i64, -1i64] [5, -3, 2, 100, 100] } output { [2, -3, 2147483647] [5, -3, -2147483648] }
-- entry: f64_mul
-- input { [2i64, 2i64, 0i64] [0.5f64, 4f64, 3f64] } output { [3f64, 1f64, 2f64] }
-- entry: u8_add
-- input { [0i64, 0i64, 1i64] [200u8, 100u8, 1u8] } output { [44u8, 1u8] }
-- entry: rows
-- input { [[1, 2], [3, 4], [5, 6]] [1i64, 1i64, 5i64] } output { [[0, 0], [4, 6]] }
-- input { empty([0][2]i32) empty([0]i64) } output { [[0, 0], [0, 0]] }

entry minmax [n] (is: [n]i64) (vs: [n]i32) =
  (hist i32.min i32.highest 3 is vs, hist i32.max i32.lowest 3 is vs)
entry f64_mul [n] (is: [n]i64) (vs: [n]f64) = hist (*) 1 3 is vs
entry u8_add [n] (is: [n]i64) (vs: [n]u8) = hist (+) 0 2 is vs
entry rows [n][m] (xss: [n][m]i32) (is: [n]i64) =
  hist (map2 (+)) (replicate m 0) 2 is xss
