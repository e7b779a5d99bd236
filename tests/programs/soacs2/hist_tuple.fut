-- hist on pairs (no atomics for tuples: one work item on OpenCL).
-- ==
-- input { [0i64, 1i64, 2i64, 1i64] [1i32, 2i32, 3i32, 4i32] [1.0f32, 2.0f32, 3.0f32, 4.0f32] } output { [1i32, 6i32, 3i32] [1.0f32, 4.0f32, 3.0f32] }

def main [n] (is: [n]i64) (a: [n]i32) (b: [n]f32) =
  unzip (hist (\(x1, y1) (x2, y2) -> (x1 + x2, f32.max y1 y2)) (0, -f32.inf) 3 is (zip a b))
