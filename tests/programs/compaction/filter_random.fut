-- `filter` over random inputs of several element types, checked against
-- the interpreter: f32 with an operator section, i64 with a lambda, i32
-- with a named predicate, u8, f64 and a pair of arrays (a filter over
-- zip), and a record field.
-- ==
-- entry: f32_gt
-- random input { [0]f32 } auto output
-- random input { [2048]f32 } auto output
-- random input { [10007]f32 } auto output
-- compiled random input { [1048576]f32 } auto output
-- compiled random input { [1200001]f32 } auto output
-- entry: i64_even
-- random input { [4097]i64 } auto output
-- compiled random input { [100003]i64 } auto output
-- entry: i32_named
-- random input { [33333]i32 } auto output
-- entry: u8_odd
-- random input { [70001]u8 } auto output
-- entry: f64_band
-- random input { [50000]f64 } auto output
-- entry: pairs
-- random input { [20011]f32 [20011]i32 } auto output
-- compiled random input { [1000003]f32 [1000003]i32 } auto output
-- entry: records
-- random input { [30001]i64 [30001]f32 } auto output

entry f32_gt (xs: []f32): []f32 = filter (> 0.5) xs

entry i64_even (xs: []i64): []i64 = filter (\x -> x % 2 == 0) xs

def small (x: i32): bool = x < 1000 && x > -1000000

entry i32_named (xs: []i32): []i32 = filter small xs

entry u8_odd (xs: []u8): []u8 = xs |> filter (\x -> x & 1 == 1)

entry f64_band (xs: []f64): []f64 = filter (\x -> x > 0.25 && x <= 0.75) xs

entry pairs [n] (xs: [n]f32) (ys: [n]i32): ([]f32, []i32) =
  unzip (filter (\(x, y) -> x < 0.3 || y % 5 == 0) (zip xs ys))

type pt = {key: i64, w: f32}

entry records [n] (ks: [n]i64) (ws: [n]f32): ([]i64, []f32) =
  let pts = map2 (\k w -> {key = k, w = w}) ks ws
  let kept = filter (\(p: pt) -> p.w > 0.1 && p.key % 3 != 0) pts
  in (map (.key) kept, map (.w) kept)
