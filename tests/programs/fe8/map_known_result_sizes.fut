-- Functions passed to `map` whose results have sizes known outside them:
-- a size parameter of the rows, a constant, a size bound before the
-- lambda; an existential size is fine where it does not leave the lambda,
-- and `|>` (lifted result) takes `filter`.
-- ==
-- input { [[1, -2, 3], [4, 5, -6]] }
-- output { [[0i64, 1i64, 2i64], [0i64, 1i64, 2i64]] [[3i64, 3i64], [3i64, 3i64]] [2i64, 2i64] [[0i64, 1i64, 2i64], [0i64, 1i64, 2i64]] 4i64 }

def indices [m] (_: [m]i32) = iota m
def pair (xs: []i32) = replicate 2 (length xs)
def positives (xs: []i32) = filter (> 0) xs

entry main (xss: [][]i32) =
  let k = length xss[0]
  in (map indices xss,
      map pair xss,
      map (\xs -> length (positives xs)) xss,
      map (\_ -> iota k) xss,
      flatten xss |> positives |> length)
