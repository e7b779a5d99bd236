-- concat, ++, split, and the sizes they produce.
-- ==
-- input { [1i32, 2i32] [3i32] }
-- output { [1i32, 2i32, 3i32] [3i32, 1i32, 2i32] 3i64 [1i32, 2i32] [3i32] }

entry main (xs: []i32) (ys: []i32) =
  let zs = xs ++ ys
  let (a, b) = split (xs ++ ys)
  in (zs, concat ys xs, length zs, a, b)
