-- flatten and unflatten in two and three dimensions.
-- ==
-- input { [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }
-- output { [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
--          [[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]
--          [1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12] }

entry main (xs: [12]i32) =
  let m = unflatten (xs :> [3 * 4]i32)
  let c = unflatten_3d (xs :> [2 * 3 * 2]i32)
  in (m, c, flatten (transpose m))
