-- A loop parameter whose dimensions all change together (from `[1][1]`
-- to `[m2][m2]` in each iteration) has one loop-variant size for all of
-- them, so after the loop it is a square matrix again and may be passed
-- to a function that wants `[n][n]`.
def trace [n] (a: [n][n]i64) : i64 =
  i64.sum (tabulate n (\i -> a[i, i]))

def grow [m] (a: [m][m]i64) : [m * 2][m * 2]i64 =
  tabulate_2d (m * 2) (m * 2) (\i j -> a[i / 2, j / 2] + i64.bool (i == j))

-- ==
-- input { 0i64 } output { 1i64 1i64 }
-- input { 3i64 } output { 8i64 32i64 }
entry main (steps: i64) =
  let (m, a) =
    loop (m, a) = (1, [[1i64]]) for _i < steps do
      let m2 = m * 2
      in (m2, grow a :> [m2][m2]i64)
  in (m, trace a)
