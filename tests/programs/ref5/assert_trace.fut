-- assert fails with the asserted condition's text; trace and #[trace]
-- return their argument unchanged.
-- ==
-- entry: check
-- input { 4 } output { 2 }
-- input { 0 } error: Assertion is false
-- input { -3 } error: Assertion is false
-- entry: check_map
-- input { [1, 2, 3] } output { [1, 2, 3] }
-- input { [1, 12, 3] } error: Assertion is false
-- entry: traced
-- input { [1, 2] } output { [2, 4] 3 }

entry check (x: i32) = assert (x > 0) (assert (x % 2 == 0) (x / 2))
entry check_map (xs: []i32) = map (\x -> assert (x < 10) x) xs
entry traced (xs: []i32) = (trace (map (* 2) xs), #[trace] (i32.sum xs))
