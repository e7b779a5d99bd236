-- The paper's `modify` (PLDI'17 section 3.1): a unique parameter and a
-- unique result; the caller passes a fresh copy.
-- ==
-- input { [1, 2, 3] 1i64 [10, 20, 30] } output { [1, 2, 3] [1, 22, 3] }
def modify [n] (a: *[n]i32) (i: i64) (x: [n]i32) : *[n]i32 =
  a with [i] = a[i] + x[i]

entry main [n] (a: [n]i32) (i: i64) (x: [n]i32) = (a, modify (copy a) i x)
