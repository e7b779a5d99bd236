-- A loop whose array parameter starts with one size expression
-- (`n + (p - n)`) and whose body returns another (`p`): the loop's result
-- has the size the loop returns.
-- ==
-- input { [3f32, 1f32, 2f32] } output { [9f32, 7f32, 8f32] }
-- input { empty([0]f32) } output { empty([0]f32) }
def main [n] (xs: [n]f32) =
  let pow2 = loop p = 1i64 while p < n do p * 2
  let ys = xs ++ replicate (pow2 - n) 0
  let ys = loop ys for k < 3 do
    tabulate pow2 (\i -> ys[i] + f32.i64 k + 1)
  in take n ys
