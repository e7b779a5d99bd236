-- A recursive function called inside `map`.  The interpreter runs it as it
-- is; for OpenCL, whose kernels cannot call a recursive function, the
-- `serialise-recursive` pass (ir/serialise.h) turns the map into a loop
-- that runs on the host.
-- ==
-- input { [1, 6, 7, 27] } output { [0, 8, 16, 111] }

def collatz (n: i32) : i32 =
  if n <= 1 then 0
  else if n % 2 == 0 then 1 + collatz (n / 2)
  else 1 + collatz (3 * n + 1)

def main (xs: []i32) = map collatz xs
