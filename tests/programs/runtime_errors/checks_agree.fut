-- Size coercions, assertions, division by zero and zips of different
-- sizes (through a coercion: Futhark's size rules reject the zip itself):
-- the same messages on the host and in kernels, on every backend.
-- ==
-- entry: coerce
-- input { 4i64 [1, 2, 3] } error: size mismatch: coercion to \[n\] where n = 4 but the array has 3 elements
-- entry: coerce_in_map
-- input { 3i64 [[1, 2], [3, 4]] } error: size mismatch: coercion to \[n\] where n = 3 but the array has 2 elements
-- entry: assert_host
-- input { -1 } error: Assertion is false: x > 0
-- entry: assert_in_map
-- input { [1, -1] } error: Assertion is false: x > 0
-- entry: div_host
-- input { 1 0 } error: division by zero
-- entry: div_in_map
-- input { [1, 2] 0 } error: division by zero
-- entry: zip_sizes
-- input { [1, 2] [1] } error: size mismatch: coercion to \[n\] where n = 2 but the array has 1 elements

entry coerce (n: i64) (xs: []i32) = xs :> [n]i32
entry coerce_in_map (n: i64) (xss: [][]i32) = map (\xs -> i32.sum (xs :> [n]i32)) xss
entry assert_host (x: i32) = assert (x > 0) (x + 1)
entry assert_in_map (xs: []i32) = map (\x -> assert (x > 0) (x + 1)) xs
entry div_host (x: i32) (y: i32) = (x / y, x % y)
entry div_in_map (xs: []i32) (y: i32) = map (\x -> x / y) xs
entry zip_sizes [n] (xs: [n]i32) (ys: []i32) = map2 (+) xs (ys :> [n]i32)
