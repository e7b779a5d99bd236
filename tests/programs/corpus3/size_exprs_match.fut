-- Size expressions that must match syntactically: n + 1, n + m, n * 2,
-- n * 2 * 2 through unflatten.
-- ==
-- input { [1i32, 2i32, 3i32] [4i32, 5i32] }
-- output { 4i64 5i64 [2i32, 2i32, 2i32, 2i32, 2i32, 2i32, 2i32, 2i32] [5i32, 7i32, 4i32, 6i32, 8i32] [[1i32, 1i32, 1i32, 1i32, 1i32, 1i32], [1i32, 1i32, 1i32, 1i32, 1i32, 1i32]] [1i32, 3i32, 5i32, 4i32] }

def dbl (n: i64) : [n * 2]i32 = replicate (n * 2) 1
entry main [n][m] (xs: [n]i32) (ys: [m]i32) =
  let a = zip (iota (n + 1)) (xs ++ [0])
  let b = zip (iota (n + m)) (concat xs ys)
  let c = map2 (+) (dbl (n + 1)) (dbl (n + 1))
  let d = map2 (+) (xs ++ ys) (ys ++ xs :> [n + m]i32)
  let e = transpose (unflatten (dbl (n * 2)) : [n * 2][2]i32)
  let f = tabulate (n + 1) (\i -> i) |> zip (xs ++ [1]) |> map (\(x, i) -> x + i32.i64 i)
  in (length a, length b, c, d, e, f)
