-- A row-group reduction (one work-group per row) whose two rows come from
-- arrays the kernel only reads: the jvp of a maximum along every basis
-- vector.  PoCL 3.1's optimiser gave zeros for the tangents when those
-- arrays were `restrict`; the kernels say `RN_RESTRICT`, empty on PoCL.
-- ==
-- entry: directions
-- input { 0.7 [1.0, -2.0, 0.5, 3.0] }
-- output { [2.1, 2.1, 2.1, 3.85] }
-- input { 2.0 [5.0, 1.0, 5.0] }
-- output { [32.0, 10.0, 10.0] }
-- entry: argmax_rows
-- input { [[1.0, 3.0, 2.0], [4.0, -1.0, 4.0], [0.0, 0.0, 7.0]] }
-- output { [1i64, 0i64, 2i64] [3.0, 4.0, 7.0] }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def scaled_max [n] (t: f64, xs: [n]f64) =
  let m = reduce f64.max (-1e300) xs
  in f64.sum (map (\x -> x * m * t) xs)

entry directions [n] (t: f64) (xs: [n]f64) : [n]f64 =
  map (\i -> jvp scaled_max (t, xs) (0, one_hot n i)) (iota n)

-- The first index of each row's maximum, by a reduce over (value, index)
-- pairs of two arrays the kernel reads.
entry argmax_rows [m] [n] (xss: [m][n]f64) : ([m]i64, [m]f64) =
  let is = replicate m (iota n)
  let rs = map2 (\xs js -> reduce (\(a, i) (b, j) -> if a >= b then (a, i) else (b, j))
                                  (-1e300, -1) (zip xs js)) xss is
  in (map (.1) rs, map (.0) rs)
