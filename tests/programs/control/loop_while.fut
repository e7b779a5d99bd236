-- A while loop: Collatz steps.
-- ==
-- input { 27i64 } output { 111i32 }
-- input { 1i64 } output { 0i32 }

def main (n: i64) =
  let (_, steps) =
    loop (x, k) = (n, 0i32) while x != 1 do
      (if x % 2 == 0 then x / 2 else 3 * x + 1, k + 1)
  in steps
