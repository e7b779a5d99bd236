-- Language reference probe (gaps8): soacs misc.
-- ==
-- input { [3,1,2] } output { [0,3,1,2,0] [3,4,6] 6 [2,1,0,0] [1,2,3] }
entry main (xs: []i32) =
  let sc = scatter (replicate 5 0) [1,2,3] xs
  let h = hist (+) 0 4 (map i64.i32 xs) (replicate 3 1) |> map (+0)
  let (gs, ls) = partition (>1) xs
  in (sc, scan (+) 0 xs, reduce_comm (+) 0 xs, [i32.i64 (length gs), i32.i64 (length ls), h[0], 0], [1,2,3])
