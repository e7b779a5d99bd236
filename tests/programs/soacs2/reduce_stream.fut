-- reduce_stream: each chunk is reduced, the chunk results combined with op.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] } output { 10i32 4i64 }
-- input { empty([0]i32) } output { 0i32 0i64 }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output

def main (xs: []i32) =
  reduce_stream (\(a, n1) (b, n2) -> (a + b, n1 + n2)) (\(k: i64) (c: [k]i32) -> (reduce (+) 0 c, k)) xs
