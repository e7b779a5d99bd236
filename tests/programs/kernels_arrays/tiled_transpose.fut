-- Transposes run as tiled kernels (32x32 tiles through local memory, both
-- sides coalesced): shapes smaller than a tile, not multiples of it, and
-- empty; element types of 1, 4 and 8 bytes; a transpose that the locality
-- pass inserts for a column reduction (atax's second product).
-- ==
-- entry: t_i32
-- input { [[1, 2, 3], [4, 5, 6]] } output { [[1, 4], [2, 5], [3, 6]] }
-- input { empty([0][3]i32) } output { empty([3][0]i32) }
-- entry: t_big
-- input { 33i64 65i64 } auto output
-- input { 64i64 32i64 } auto output
-- input { 1i64 100i64 } auto output
-- input { 70i64 1i64 } auto output
-- entry: t_bool
-- input { [[true, false], [false, false], [true, true]] } output { [[true, false, true], [false, false, true]] }
-- entry: colsums
-- input { 37i64 45i64 } auto output

entry t_i32 [m][n] (a: [m][n]i32): [n][m]i32 = transpose a

entry t_big (m: i64) (n: i64): [n][m]f64 =
  transpose (tabulate_2d m n (\i j -> f64.i64 (i * 1000 + j)))

entry t_bool [m][n] (a: [m][n]bool): [n][m]bool = transpose a

entry colsums (m: i64) (n: i64): [n]f32 =
  let a = tabulate_2d m n (\i j -> f32.i64 ((i * 7 + j * 3) % 11))
  let t = map (\row -> reduce (+) 0 row) a
  in map (\col -> reduce (+) 0 (map2 (*) col t)) (transpose a)
