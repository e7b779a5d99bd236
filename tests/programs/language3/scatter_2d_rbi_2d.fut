-- scatter_2d and reduce_by_index_2d (out-of-range pairs are ignored).
-- ==
-- input { [0i64, 1i64, 1i64, 5i64] [1i64, 0i64, 1i64, 0i64] [1, 2, 3, 4] }
-- output { [[0, 1], [2, 3]] [[0, 0], [10, 0]] }

entry main [n] (is: [n]i64) (js: [n]i64) (vs: [n]i32) =
  let dest = replicate 2 (replicate 2 0)
  let to_one = zip (map (const 1) is) (map (const 0) js)
  in (scatter_2d (copy dest) (zip is js) vs, reduce_by_index_2d (copy dest) (+) 0 to_one vs)
