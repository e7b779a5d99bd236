-- Nested maps whose inner work depends on the outer index through a mask
-- or a bound, so the shapes stay regular although the work looks
-- triangular.
-- ==
-- entry: lower
-- input { 3i64 } output { [[1, 0, 0], [1, 1, 0], [1, 1, 1]] [1, 2, 3] }
-- input { 0i64 } output { empty([0][0]i32) empty([0]i32) }
-- entry: prefix_sums
-- input { [1, 2, 3, 4] } output { [1, 3, 6, 10] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- entry: pairs
-- input { [3, 1, 2] } output { 1i64 [2i64, 0i64, 1i64] }

entry lower (n: i64) =
  let m = map (\i -> map (\j -> i32.bool (j <= i)) (iota n)) (iota n)
  in (m, map i32.sum m)
entry prefix_sums [n] (xs: [n]i32) =
  map (\i -> loop s = 0 for j < i + 1 do s + xs[j]) (iota n)
entry pairs [n] (xs: [n]i32) =
  let inversions = map (\i -> map (\j -> i64.bool (j > i && xs[i] > xs[j])) (iota n) |> i64.sum) (iota n)
  let ranks = map (\x -> i64.sum (map (\y -> i64.bool (y < x)) xs)) xs
  in (i64.sum inversions - 1, ranks)
