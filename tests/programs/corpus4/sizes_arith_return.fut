-- Return sizes that are arithmetic on size parameters, used at several
-- calls and through map.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] }
-- output { [[0, 1, 2, 0], [0, 3, 4, 0], [0, 5, 6, 0]] 12i64 [1, 2, 3, 4, 5, 6] }

def pad [n] (xs: [n]i32) : [n + 2]i32 = [0] ++ xs ++ [0] :> [n + 2]i32

def flat [m] [n] (xss: [m][n]i32) : [m * n]i32 = flatten xss

entry main [m] [n] (xss: [m][n]i32) =
  let padded = map pad xss
  in (padded, length (flatten padded), flat xss)
