-- Loop parameters declared unique whose initial values are fresh (a `copy`,
-- a `replicate`, a tuple of both): the loop consumes only those, so the
-- original arrays stay usable after the loops, and a body that never
-- updates in place is fine.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [4i32, 5i32, 6i32] 6i32 [1i32, 2i32, 3i32] 3i64 }
-- input { [0i32] } output { [3i32] 0i32 [0i32] 1i64 }

entry main (xs: []i32) =
  let bumped = loop (acc: *[]i32) = copy xs for _i < 3 do map (+ 1) acc
  let (sums, k) = loop ((s, k): (*[]i32, i64)) = (replicate (length xs) 0, 0) for x in xs do
                    (map2 (+) s (replicate (length xs) x), k + 1)
  let total = loop t = 0i32 for y in xs do t + y
  in (bumped, total + sums[0] - sums[0], xs, k)
