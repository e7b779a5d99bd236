-- Arrays of thread-computed size: each thread scans `iota i` for its own
-- `i` (backend/thread_sizes.h: a size kernel computes the largest `i`
-- first, and the scratch memory is sized by it).  n = 0 launches nothing.
-- ==
-- input { 5i64 } output { [0i64, 0i64, 1i64, 4i64, 10i64] }
-- input { 1i64 } output { [0i64] }
-- input { 0i64 } output { empty([0]i64) }
-- input { 300i64 } auto output
def main (n: i64) = map (\i -> reduce (+) 0 (scan (+) 0 (iota i))) (iota n)
