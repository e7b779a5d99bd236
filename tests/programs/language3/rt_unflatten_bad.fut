-- unflatten into a shape whose product differs from the length is a
-- run-time error.
-- ==
-- input { [1, 2, 3, 4, 5, 6] 2i64 } output { [[1, 2, 3], [4, 5, 6]] }
-- input { [1, 2, 3, 4, 5, 6] 4i64 } error: .

entry main (xs: []i32) (r: i64) =
  let c = length xs / r
  in unflatten (xs :> [r * c]i32)
