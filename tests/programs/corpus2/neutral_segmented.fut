-- A reduction nested in `map` whose neutral element is the same value for
-- every row (a parameter, or a value computed from the whole input): a
-- segmented reduction, empty rows included.
-- ==
-- input { [[3, 1, 2], [9, 7, 8], [5, 5, 1]] 4 }
-- output { [4, 9, 5] [1, 7, 1] [[4, 4, 4], [9, 9, 9], [5, 5, 5]] }
-- input { empty([3][0]i32) 4 }
-- output { [4, 4, 4] [4, 4, 4] empty([3][0]i32) }
-- input { [[-1, -5]] -3 }
-- output { [-1] [-5] [[-1, -1]] }

entry main [n] [m] (xss: [n][m]i32) (c: i32) =
  let tops = map (\xs -> reduce i32.max c (map (i32.max c) xs)) xss
  let big = reduce i32.max c (flatten xss)
  let lows = map (\xs -> reduce i32.min big (map (i32.min big) xs)) xss
  let per = map (\xs -> map (\_ -> reduce i32.max c (map (i32.max c) xs)) xs) xss
  in (tops, lows, per)
