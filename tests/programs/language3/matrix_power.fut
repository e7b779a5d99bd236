-- Fibonacci numbers by repeated squaring of a 2x2 matrix.
-- ==
-- input { 10 } output { 55i64 }
-- input { 1 } output { 1i64 }
-- input { 50 } output { 12586269025i64 }

def mul (a: [2][2]i64) (b: [2][2]i64) : [2][2]i64 =
  tabulate_2d 2 2 (\i j -> a[i, 0] * b[0, j] + a[i, 1] * b[1, j])

entry main (n: i32) : i64 =
  let (r, _, _) =
    loop (r, m, k) = ([[1, 0], [0, 1]], [[1, 1], [1, 0]], n) while k > 0 do
      ((if k % 2 == 1 then mul r m else r), mul m m, k / 2)
  in r[0, 1]
