-- Rows read by index from the input inside the loop (`xss[j, i]`, j the
-- map's index, i the loop's below k): the check k <= m before the loop
-- (perf21); k past the rows' length fails at index 3: `[3]` of the row
-- that the simplifier hoists out of the loop in the interpreter, the
-- source's `[0, 3]` of [2][3] on OpenCL, where the rows are read through
-- a transposed copy (flatten/locality.cpp) but the error keeps the
-- source's order and shape.
-- ==
-- input { [[1f32, 2f32, 4f32], [8f32, 16f32, 32f32]] 2i64 } output { [2.5f32, 20f32] }
-- input { [[1f32, 2f32, 4f32], [8f32, 16f32, 32f32]] 4i64 } error: Index \[(0, )?3\] out of bounds for array of shape \[(2\]\[)?3\]
-- random input { [37][101]f32 100i64 } auto output

def main [n][m] (xss: [n][m]f32) (k: i64) : [n]f32 =
  map (\j -> loop s = 0f32 for i < k do s * 0.5 + xss[j, i]) (iota n)
