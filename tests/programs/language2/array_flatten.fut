-- flatten, unflatten, flatten_3d, unflatten_3d, flatten_4d, unflatten_4d.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] }
-- output { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] [[[1i32], [2i32], [3i32]], [[4i32], [5i32], [6i32]]] 6i64 [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] }

entry main [n][m] (xss: [n][m]i32) =
  let flat = flatten xss
  let u = unflatten (flat :> [3 * 2]i32)
  let cube = unflatten_3d (flat :> [n * m * 1]i32)
  let hyper = map (map (map (\x -> [x]))) cube
  in (flat, u, cube, length (flatten_3d cube), flatten_4d hyper)
