-- A two-level prefix sum: scan within blocks, scan block totals, add.
-- ==
-- input { [1, 2, 3, 4, 5, 6, 7, 8, 9] } output { true [1, 3, 6, 10, 15, 21, 28, 36, 45] }

entry main [n] (xs: [n]i32) =
  let b = 3i64
  let nb = (n + b - 1) / b
  let padded = xs ++ replicate (nb * b - n) 0
  let blocks = unflatten (padded :> [nb * b]i32)
  let inner = map (scan (+) 0) blocks
  let totals = map last inner
  let offsets = map2 (-) (scan (+) 0 totals) totals
  let res = map2 (\o row -> map (+ o) row) offsets inner |> flatten
  let res = take n res
  in (res == scan (+) 0 xs, res)
