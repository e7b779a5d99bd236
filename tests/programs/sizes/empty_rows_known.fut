-- An empty array whose rows take a size computed before it; branches of
-- an `if` whose outer sizes differ (`[0][n]` and `[1][n]`) give an array
-- of unknown outer size.
-- ==
-- input { [1, -2, 3] } output { 1i64 2i64 }
-- input { empty([0]i32) } output { 1i64 0i64 }
def main (xs: []i32) =
  let b = [filter (>0) xs]
  let a = [] : [][]i32
  let c = if length xs > 100 then a else b
  in (length c, length (c[0]))
