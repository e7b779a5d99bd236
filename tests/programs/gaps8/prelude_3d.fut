-- Language reference probe (gaps8): prelude 3d.
-- ==
-- input { } output { [[[0i64,1],[1,2]],[[1,2],[2,3]]] [0i64,1,1,2,1,2,2,3] [[[1,2],[3,4]]] }
entry main =
  let t = tabulate_3d 2 2 2 (\i j k -> i + j + k)
  in (t, flatten_3d t, unflatten_3d ([1,2,3,4] :> [1*2*2]i32))
