-- `filter p xs ++ filter (not <-< p) xs`, the two-filter spelling of a
-- partition: on GPU profiles the second filter's scan is the complement
-- of the first's (backend/scan_fusion.h fuse_complementary_filters), so
-- both are one partition kernel.  Also the other order, a radix sort of
-- such passes, and two filters that are not complements (different
-- predicates, different arrays), which stay two.
-- ==
-- entry: two_filters
-- input { empty([0]i32) } output { empty([0]i32) }
-- input { [5i32, -2i32, 0i32, 7i32, -9i32] } output { [5i32, 0i32, 7i32, -2i32, -9i32] }
-- random input { [4099]i32 } auto output
-- entry: other_order
-- input { [5i32, -2i32, 0i32, 7i32, -9i32] } output { [-2i32, -9i32, 5i32, 0i32, 7i32] }
-- random input { [2049]i32 } auto output
-- entry: sort_by_filters
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [9u32, 2u32, 4000000000u32, 2u32, 0u32] } output { [0u32, 2u32, 2u32, 9u32, 4000000000u32] }
-- random input { [5000]u32 } auto output
-- entry: not_complements
-- input { [5i32, -2i32, 0i32, 7i32, -9i32] } output { [5i32, 7i32, -2i32, -9i32, 0i32] }
-- random input { [3000]i32 } auto output
-- entry: other_array
-- input { [5i32, -2i32, 0i32] [1i32, 2i32, -3i32] } output { [5i32, 0i32, -3i32] }
-- random input { [3000]i32 [3000]i32 } auto output
-- entry: all_or_nothing
-- input { 0i64 } output { empty([0]i64) empty([0]i64) }
-- input { 2048i64 } auto output
-- input { 4097i64 } auto output

entry two_filters [n] (xs: [n]i32) : []i32 =
  filter (>= 0) xs ++ filter (\x -> !(x >= 0)) xs

entry other_order [n] (xs: [n]i32) : []i32 =
  let p x = x >= 0
  in filter (not <-< p) xs ++ filter p xs

entry sort_by_filters [n] (xs: [n]u32) : [n]u32 =
  loop xs for i < 32 do
    let zero x = (x >> u32.i32 i) & 1 == 0
    in filter zero xs ++ filter (\x -> !(zero x)) xs :> [n]u32

entry not_complements [n] (xs: [n]i32) : []i32 =
  filter (> 0) xs ++ filter (\x -> !(x >= 0)) xs ++ filter (== 0) xs

entry other_array [n] (xs: [n]i32) (ys: [n]i32) : []i32 =
  filter (>= 0) xs ++ filter (\y -> !(y >= 0)) ys

-- Every element kept by the first filter (none by the second), then none.
entry all_or_nothing (n: i64) : ([]i64, []i64) =
  let xs = iota n
  in (filter (>= 0) xs ++ filter (\x -> !(x >= 0)) xs,
      filter (< 0) xs ++ filter (\x -> !(x < 0)) xs)

-- Complementary integer comparisons: `>=` and `<`, `==` and `!=`.
-- ==
-- entry: by_comparisons
-- input { [5i32, -2i32, 0i32, 7i32, -9i32] } output { [5i32, 0i32, 7i32, -2i32, -9i32] [5i32, 7i32, -9i32, -2i32, 0i32] }
-- random input { [3001]i32 } auto output
-- entry: radix_ne
-- input { [9u32, 2u32, 4000000000u32, 2u32, 0u32] } output { [0u32, 2u32, 2u32, 9u32, 4000000000u32] }
-- random input { [4500]u32 } auto output
-- entry: float_comparisons
-- input { [0.5f32, f32.nan, -1f32, 2f32] } output { [0.5f32, 2f32, -1f32] }

entry by_comparisons [n] (xs: [n]i32) : ([]i32, []i32) =
  (filter (>= 0) xs ++ filter (< 0) xs,
   filter (\x -> x % 2 != 0) xs ++ filter (\x -> x % 2 == 0) xs)

entry radix_ne [n] (xs: [n]u32) : [n]u32 =
  loop xs for i < 32 do
    let bit x = (x >> u32.i32 i) & 1
    in filter (\x -> bit x == 0) xs ++ filter (\x -> bit x != 0) xs :> [n]u32

-- Not complements for floats: NaN is in neither part.
entry float_comparisons [n] (xs: [n]f32) : []f32 =
  filter (>= 0) xs ++ filter (< 0) xs
