-- A run-time error's message is matched as Futhark prints it, after
-- "Error: ", so a regex naming that prefix matches a failed assertion
-- or an out-of-bounds index.
-- ==
-- input { 3i64 [1, 2, 3] }
-- output { 4 }
-- input { 7i64 [1, 2, 3] }
-- error: Error*
-- input { -1i64 [1, 2, 3] }
-- error: ^Error: .*Assertion

def pick (k: i64) (xs: []i32) : i32 =
  assert (k >= 0) (xs[k % 4] + 1)

def main (k: i64) (xs: []i32) : i32 =
  if k == 3 then 4 else pick k xs
