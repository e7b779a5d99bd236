-- reduce_by_index of f64 weights into an existing, non-zero destination
-- (the merge adds the destination's old value), indices out of range
-- skipped.  64-bit bins: at most 2048 of them in local memory.
-- ==
-- input { [10f64, 20f64, 30f64] [0i64, 2i64, 2i64, -1i64, 3i64, 0i64] [1f64, 2f64, 3f64, 4f64, 5f64, 6f64] } output { [17f64, 20f64, 35f64] }
-- compiled random input { [100]f64 [50000]i64 [50000]f64 } auto output
-- compiled random input { [2048]f64 [200000]i64 [200000]f64 } auto output
-- compiled random input { [2049]f64 [200000]i64 [200000]f64 } auto output
-- random input { [1]f64 [7]i64 [7]f64 } auto output
-- random input { [5]f64 [0]i64 [0]f64 } auto output

def main [m][n] (dest: *[m]f64) (is: [n]i64) (ws: [n]f64) : [m]f64 =
  let is' = map (\i -> if i < 0 then i else i % (m + m / 8 + 1)) is
  in reduce_by_index dest (+) 0 is' ws
