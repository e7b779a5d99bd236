-- iota and replicate.
-- ==
-- input { 4i64 } output { [0i64, 1i64, 2i64, 3i64] [7i32, 7i32, 7i32, 7i32] 6i64 }
-- input { 0i64 } output { empty([0]i64) empty([0]i32) 0i64 }

def main (n: i64) = (iota n, replicate n 7i32, reduce (+) 0 (iota n))
