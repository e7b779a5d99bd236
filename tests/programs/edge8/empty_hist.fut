-- hist and reduce_by_index with no bins, no points, and indices out of
-- range (ignored).
-- ==
-- entry: counts
-- input { 0i64 [0i64, 1i64] } output { empty([0]i32) }
-- input { 3i64 empty([0]i64) } output { [0, 0, 0] }
-- input { 3i64 [0i64, 2i64, 2i64, 5i64, -1i64, 3i64] } output { [1, 0, 2] }
-- entry: maxes
-- input { empty([0]i32) empty([0]i64) empty([0]i32) } output { empty([0]i32) }
-- input { [1, 1] empty([0]i64) empty([0]i32) } output { [1, 1] }
-- input { [0, 0, 0] [2i64, 2i64, -7i64, 0i64] [5, 9, 100, -4] } output { [0, 0, 9] }
-- entry: fsum
-- input { 2i64 empty([0]i64) empty([0]f32) } output { [0f32, 0f32] }
-- input { 2i64 [1i64, 1i64, 0i64] [0.5f32, 0.25f32, 1f32] } output { [1f32, 0.75f32] }

entry counts [n] (k: i64) (is: [n]i64) : [k]i32 =
  hist (+) 0 k is (map (const 1) is)
entry maxes [k][n] (dest: *[k]i32) (is: [n]i64) (vs: [n]i32) =
  reduce_by_index dest i32.max i32.lowest is vs
entry fsum [n] (k: i64) (is: [n]i64) (vs: [n]f32) =
  hist (+) 0 k is vs
