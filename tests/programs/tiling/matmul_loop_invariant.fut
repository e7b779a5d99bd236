-- A matrix product repeated in a loop whose body transposes an invariant
-- matrix: the transpose moves out of the loop and out of the map.
-- ==
-- input { 1i64 [[1f32, 2f32], [3f32, 4f32]] [[5f32, 6f32], [7f32, 8f32]] }
-- output { [[9.5f32, 11f32], [21.5f32, 25f32]] }
-- random input { 3i64 [17][33]f32 [33][33]f32 } auto output
-- random input { 0i64 [5][4]f32 [4][4]f32 } auto output
def main [n][m] (k: i64) (A: [n][m]f32) (B: [m][m]f32): [n][m]f32 =
  loop acc = A for _i < k do
    let acc2 = map (\a -> map (\b -> f32.sum (map2 (*) a b)) (transpose B)) acc
    in map (map (\x -> x / 2f32)) acc2
