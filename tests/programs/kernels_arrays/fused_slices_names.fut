-- Several maps fused into one kernel, each indexing or slicing the rows:
-- the kernel generator and the kernel-array generator named their index
-- variables from separate counters, and the kernel declared `rn_idx8` twice.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 2i64 }
-- output { [1i32, 4i32] [3i32, 6i32] [[2i32, 3i32], [5i32, 6i32]] [2i32, 5i32] [1i32, 4i32] }

entry main [n] (xss: [n][3]i32) (i: i64) =
  let ys = map (\xs -> map (\x -> (x, x + 1)) xs) xss
  in ( map (\xs -> xs[0]) xss
     , map (\xs -> xs[i]) xss
     , map (\xs -> xs[1:]) xss
     , map (\xs -> xs[1:][0]) xss
     , map (\r -> r[0].0) ys )
