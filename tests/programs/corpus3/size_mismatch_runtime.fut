-- Size mismatches that only show at run time: map2 on arrays of
-- different lengths from filter, and a coercion inside a function.
-- ==
-- entry: zip_filtered
-- input { [1i32, 2i32, 3i32, 4i32] } output { [3i32, 7i32] }
-- input { [1i32, 2i32, 3i32] } error: .
-- entry: take_exact
-- input { 2i64 [1i32, 2i32, 3i32] } output { [1i32, 2i32] }
-- input { 4i64 [1i32, 2i32, 3i32] } error: .

entry zip_filtered (xs: []i32) =
  let [k] (odds: [k]i32) = filter (\x -> x % 2 == 1) xs
  let evens = filter (\x -> x % 2 == 0) xs
  in map2 (+) odds (evens :> [k]i32)

entry take_exact (n: i64) (xs: []i32) : [n]i32 = take n xs
