-- Rows read by index from the input inside the loop (`xss[j, i]`, j the
-- map's index, i the loop's below k): the check k <= m before the loop
-- (perf21); k past the rows' length fails at index 3.  (Its wording
-- differs by stage on main before perf21 too: `[3]` of a hoisted row in
-- the interpreter, `[3, 0]` of shape [3][2] through the transposed read
-- on OpenCL; the source's is `[j, 3]` of [2][3].)
-- ==
-- input { [[1f32, 2f32, 4f32], [8f32, 16f32, 32f32]] 2i64 } output { [2.5f32, 20f32] }
-- input { [[1f32, 2f32, 4f32], [8f32, 16f32, 32f32]] 4i64 } error: Index \[([01], )?3(, [01])?\] out of bounds
-- random input { [37][101]f32 100i64 } auto output

def main [n][m] (xss: [n][m]f32) (k: i64) : [n]f32 =
  map (\j -> loop s = 0f32 for i < k do s * 0.5 + xss[j, i]) (iota n)
