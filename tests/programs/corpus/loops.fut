-- Loop forms: for with a bound, for-in over an array, while, loops with
-- tuple parameters, nested loops, and a loop with an annotated parameter.
-- ==
-- input { 10 } output { 45 55 16 [0, 1, 4, 9] 3628800i64 }

def main (n: i32) =
  let a = loop acc = 0 for i < n do acc + i
  let b = loop acc = 0 for x in map (+ 1) (0..<n) do acc + x
  let c = loop x = 1 while x < n do x * 2
  let d = loop (xs: [4]i32) = replicate 4 0 for i < 4 do xs with [i] = i32.i64 i * i32.i64 i
  let (_, f) = loop (i, f) = (1i64, 1i64) while i <= i64.i32 n do (i + 1, f * i)
  in (a, b, c, d, f)
