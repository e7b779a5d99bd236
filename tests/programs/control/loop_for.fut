-- A for loop with a tuple accumulator.
-- ==
-- input { 10i32 } output { 45i32 3628800i64 }
-- input { 0i32 } output { 0i32 1i64 }

def main (n: i32) =
  loop (s, p) = (0, 1i64) for i < n do (s + i, p * i64.i32 (i + 1))
