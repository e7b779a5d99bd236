-- reduce_comm with commutative operators (sum of squares, bitwise or, a
-- commutative min-with-count), and histograms: counts, weighted sums
-- with f32, and the maximum per bin.
-- ==
-- input { [3i64, 1i64, 3i64, 0i64, 5i64, 3i64] [0.5f32, 1f32, 2f32, 0.25f32, 8f32, 1f32] }
-- output { 53i64 7i64 0i64 1i64 [1i32, 1i32, 0i32, 3i32] [0.25f32, 1f32, 0f32, 3.5f32] [0.25f32, 1f32, 0f32, 2f32] }

entry main [n] (is: [n]i64) (ws: [n]f32) =
  let sq = reduce_comm (+) 0 (map (\x -> x * x) is)
  let bits = reduce_comm (|) 0 is
  let minc = reduce_comm (\(a, c) (b, d) -> if a < b then (a, c) else if b < a then (b, d) else (a, c + d))
                         (i64.highest, 0) (map (\x -> (x, 1i64)) is)
  let counts = hist (+) 0 4 is (replicate n 1i32)
  let weights = reduce_by_index (replicate 4 0f32) (+) 0 is ws
  let tops = hist f32.max 0 4 is ws
  in (sq, bits, minc.0, minc.1, counts, weights, tops)
