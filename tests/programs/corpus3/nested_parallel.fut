-- Nested parallelism: irregular work inside map (iota of a per-element
-- size reduced to a scalar, filter per row), segmented scans, and
-- sequential loops with in-place updates inside map.
-- ==
-- input { [[1i32, -2i32, 3i32], [-4i32, 5i32, 6i32]] [3i64, 0i64, 5i64] }
-- output { [3i64, 0i64, 10i64] [2i64, 2i64] [[1i32, -1i32, 2i32], [-4i32, 1i32, 7i32]] [[0i32, -2i32, -4i32, -6i32], [0i32, 5i32, 10i32, 15i32]] [4i32, 11i32] }

entry main [n][m] (xss: [n][m]i32) (ns: []i64) =
  let tri = map (\k -> i64.sum (iota k)) ns
  let pos = map (\r -> length (filter (> 0) r)) xss
  let scans = map (scan (+) 0) xss
  let locals = map (\r -> let a = replicate 4 0i32
                          in loop a for i < 4 do a with [i] = r[1] * i32.i64 i)
                   (take 2 xss)
  let possum = map (\r -> r |> filter (> 0) |> i32.sum) xss
  in (tri, pos, scans, locals, possum)
