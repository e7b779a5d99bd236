-- Size coercions (`:>`) with anonymous and unknown sizes, and existential
-- sizes (`?[k].`) in return types of local functions (reference, "Size
-- coercion", "Existential size in function return type").

-- ==
-- entry: coerce_anon
-- input { [1,-2,3] } output { [1,3] }
entry coerce_anon (xs: []i32) = filter (>0) xs :> []i32

-- ==
-- entry: coerce_local_fn
-- input { [1,-2,3] } output { [1,3] }
entry coerce_local_fn (xs: []i32) =
  let f (ys: []i32) : ?[k].[k]i32 = filter (>0) ys
  in f xs

-- ==
-- entry: local_exist_use
-- input { [1,-2,3] } output { 2i64 }
entry local_exist_use (xs: []i32) =
  let f (ys: []i32) : ?[k].[k]i32 = filter (>0) ys
  let zs = f xs
  in length (zip zs zs)

-- ==
-- entry: local_exist_pair
-- input { [1,-2,3] } output { [3,9] }
entry local_exist_pair (xs: []i32) =
  let f (ys: []i32) : ?[k].([k]i32, [k]i32) = let z = filter (>0) ys in (z, map (*2) z)
  let (a, b) = f xs
  in map2 (+) a b

-- ==
-- entry: coerce_to_param
-- input { [1,2,3] [4,5,6] } output { [5,7,9] }
entry coerce_to_param [n] (xs: [n]i32) (ys: []i32) = map2 (+) xs (ys :> [n]i32)

-- ==
-- entry: coerce_nested
-- input { [[1,2],[3,4]] 2i64 } output { [[1,2],[3,4]] }
entry coerce_nested (xss: [][]i32) (m: i64) = xss :> [][m]i32

-- ==
-- entry: coerce_in_lambda
-- input { [[1,-2,3],[4,5,-6]] } output { [[1,3],[4,5]] }
entry coerce_in_lambda (xss: [][]i32) =
  map (\xs -> filter (>0) xs :> [2]i32) xss

-- ==
-- entry: coerce_expr_size
-- input { [1,2,3,4] } output { [[1,2],[3,4]] }
entry coerce_expr_size (xs: []i32) =
  let h = length xs / 2
  in unflatten (xs :> [h*2]i32)

-- ==
-- entry: coerce_fail
-- input { [1,-2,3] } error: .*
entry coerce_fail (xs: []i32) = filter (>0) xs :> [3]i32
