-- `match` arms that all return `[k]t`, through functions whose declared
-- result is `[k]t` (by a size parameter, a value parameter, or a
-- coercion), mapped over rows: the match keeps k.

def ramp (k: i64) : [k]i32 = map i32.i64 (iota k)

def padded [n] (k: i64) (xs: [n]i32) : [k]i32 =
  tabulate k (\i -> if i < n then xs[i] else -1)

def doubled [n] (xs: [n]i32) : [n]i32 = map (* 2) xs

def clipped [n] (k: i64) (xs: [n]i32) : [k]i32 =
  let m = i64.min k n
  in (take m xs ++ replicate (k - m) 0) :> [k]i32

def pick [n] (tag: i32) (xs: [n]i32) : [n]i32 =
  match tag
  case 0 -> ramp n
  case 1 -> padded n xs
  case 2 -> doubled xs
  case 3 -> clipped n (reverse xs)
  case _ -> xs

-- ==
-- entry: rows
-- input { [0, 1, 2, 3, 4] [[5, 6, 7], [5, 6, 7], [5, 6, 7], [5, 6, 7], [5, 6, 7]] }
-- output { [[0, 1, 2], [5, 6, 7], [10, 12, 14], [7, 6, 5], [5, 6, 7]] }
entry rows [r][n] (tags: [r]i32) (xss: [r][n]i32) : [r][n]i32 =
  map2 pick tags xss

-- The arms compute the same size from the function's result, and the
-- mapped function's rows then have k elements.
-- ==
-- entry: widened
-- input { 4i64 [0, 1, 3] [[1, 2], [3, 4], [5, 6]] }
-- output { [[0, 1, 2, 3], [3, 4, -1, -1], [6, 5, 0, 0]] }
entry widened [r][n] (k: i64) (tags: [r]i32) (xss: [r][n]i32) : [r][k]i32 =
  map2 (\t xs -> match t
                 case 0 -> ramp k
                 case 1 -> padded k xs
                 case _ -> clipped k (reverse xs))
       tags xss
