-- reduce_stream whose chunk function returns its chunk's sum and how many
-- elements it saw; the operator adds both.  Any partitioning gives the same
-- pair, so the interpreter's unequal chunks and the compiled chunks of one
-- element agree.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32, 7i32] } output { 28i32 7i64 }
-- input { empty([0]i32) } output { 0i32 0i64 }
-- random input { [1000]i32 } auto output
-- random input { [12345]i32 } auto output

def main (xs: []i32): (i32, i64) =
  reduce_stream_per (\(a, n1) (b, n2) -> (a + b, n1 + n2))
                    (\(m: i64) (c: [m]i32) -> (reduce (+) 0 c, m))
                    xs
