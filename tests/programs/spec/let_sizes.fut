-- `let [n] pat = e` on every kind of expression (reference, "let"):
-- the sizes are those of the value bound.
-- ==
-- entry: filt
-- input { [1,-2,3,4] } output { 3i64 [1,3,4] }
entry filt (xs: []i32) =
  let [n] (ys: [n]i32) = filter (>0) xs
  in (n, ys)

-- ==
-- entry: tup
-- input { [1,-2,3,4] } output { 3i64 1i64 }
entry tup (xs: []i32) =
  let [n][m] (ys: [n]i32, zs: [m]i32) = partition (>0) xs
  in (n, m)

-- ==
-- entry: iff
-- input { true 3i64 } output { 3i64 }
entry iff (b: bool) (k: i64) =
  let [n] (a: [n]i64) = if b then iota k else iota (k+1)
  in n

-- ==
-- entry: loopy
-- input { 3i64 } output { 8i64 }
entry loopy (k: i64) =
  let [n] (a: [n]i64) = loop a = [1i64] for _i < k do a ++ a
  in n

-- ==
-- entry: matchy
-- input { 3i64 } output { 3i64 }
entry matchy (k: i64) =
  let [n] (a: [n]i64) = match k case 0 -> [] case _ -> iota k
  in n

-- ==
-- entry: rec
-- input { [1,-2,3] } output { 2i64 }
entry rec (xs: []i32) =
  let [n] {a, b=_} : {a: [n]i32, b: i32} = {a = filter (>0) xs, b = 1}
  in n

-- ==
-- entry: nested
-- input { [[1,2],[3,4],[5,6]] } output { 3i64 2i64 }
entry nested (xss: [][]i32) =
  let [n][m] (a: [n][m]i32) = map (map (+1)) xss
  in (n, m)

-- ==
-- entry: param_of_lambda
-- input { [[1,-2],[3,4]] } output { [1i64, 2i64] }
entry param_of_lambda (xss: [][]i32) =
  map (\xs -> let [k] (ys: [k]i32) = filter (>0) xs in k) xss

-- ==
-- entry: slice
-- input { [1,2,3,4,5] 1i64 4i64 } output { 3i64 }
entry slice (xs: []i32) (i: i64) (j: i64) =
  let [n] (ys: [n]i32) = xs[i:j]
  in n

-- ==
-- entry: apply
-- input { 4i64 } output { 4i64 }
entry apply (k: i64) =
  let f (x: i64) = iota x
  let [n] (ys: [n]i64) = f k
  in n

-- ==
-- entry: used_as_size
-- input { [1,-2,3] } output { [0i64, 1i64] }
entry used_as_size (xs: []i32) =
  let [n] (ys: [n]i32) = filter (>0) xs
  in iota n |> map (\i -> i64.i32 (ys[i] - ys[i]) + i)

-- ==
-- entry: concat
-- input { [1,2] [3] } output { 3i64 }
entry concat (xs: []i32) (ys: []i32) =
  let [n] (zs: [n]i32) = xs ++ ys
  in n

-- ==
-- entry: unannot
-- input { [1,-2,3] } output { 2i64 }
entry unannot (xs: []i32) =
  let [n] ys : [n]i32 = filter (>0) xs
  in n

-- Through a size-parametric abbreviation.
type pairs [n] = [n](i32, i32)
-- ==
-- entry: abbrev
-- input { [1,-2,3] } output { 2i64 [1,3] }
entry abbrev (xs: []i32) =
  let [k] (ps: pairs[k]) = filter (\(a, _) -> a > 0) (zip xs xs)
  in (k, map (.0) ps)
