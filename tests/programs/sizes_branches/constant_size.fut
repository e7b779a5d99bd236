-- A declared result whose size is a top-level constant: every call of
-- `row` returns `[width]i32`, the same size in both branches of `pick`
-- and in each mapped row.

def width : i64 = 3

def row (x: i32) : [width]i32 = replicate width x

def bumped (x: i32) : [width]i32 = map (+ 1) (row x)

def pick (c: bool) (x: i32) : [width]i32 =
  if c then row x else bumped x

-- ==
-- input { [true, false] [4, 7] }
-- output { [[4, 4, 4], [8, 8, 8]] [[5, 5, 5], [7, 7, 7]] }
entry main [n] (cs: [n]bool) (xs: [n]i32) : ([n][width]i32, [n][width]i32) =
  (map2 pick cs xs, map2 (\c x -> match c
                                  case true -> bumped x
                                  case false -> row x) cs xs)
