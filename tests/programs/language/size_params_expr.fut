-- Size parameters that only a size expression in a parameter type
-- mentions (`[n * m]`, `[2 * n]`): the use determines them.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] 3i64 }
-- output { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] [1i32, 2i32, 3i32] [4i32, 5i32, 6i32] 3i64 }
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] 4i64 }
-- error: .

def to_matrix [n] [m] (xs: [n * m]i32) : [n][m]i32 = unflatten xs

def halves [n] (xs: [2 * n]i32) : ([n]i32, [n]i32) =
  let (a, b) = split (xs :> [n + n]i32)
  in (a, b)

def rows [n] [m] (_: [n * m]i32) : i64 = n

entry main (xs: []i32) (k: i64) =
  let m = to_matrix (xs :> [k * 2]i32)
  let (a, b) = halves (xs :> [2 * k]i32)
  in (m, a, b, rows (xs :> [k * 2]i32))
