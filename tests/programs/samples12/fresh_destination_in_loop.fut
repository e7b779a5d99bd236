-- A histogram or scatter inside a loop into a fresh array made in the
-- loop body and seen through a view (reduce_by_index_2d flattens its
-- destination; `flatten`, `unflatten`, a transpose or a slice of a fresh
-- `replicate`): each iteration starts from a new array, so each
-- iteration's result holds only that iteration's contributions.  The
-- `replicate` is invariant, but it is consumed through the view and may
-- not be made once before the loop (the OpenCL backend updates
-- destinations in place).

def counts_2d [n] (k: i32) (is: [n]i64) (js: [n]i64) (vs: [n]f32) : [3][4]f32 =
  loop acc = replicate 3 (replicate 4 0f32) for i < k do
    let h = reduce_by_index_2d (replicate 3 (replicate 4 0f32)) (+) 0 (zip js is)
                               (map (* f32.i32 (i + 1)) vs)
    in map2 (map2 (\a b -> a * 0.5 + b)) acc h

def scatter_flat [n] (k: i32) (is: [n]i64) (vs: [n]i32) : [2][3]i32 =
  loop acc = replicate 2 (replicate 3 0) for i < k do
    let dest = flatten (replicate 2 (replicate 3 (-1)))
    let s = scatter dest is (map (+ i) vs)
    in map2 (map2 (+)) acc (unflatten s)

def hist_transposed [n] (k: i32) (is: [n]i64) : [2][3]i64 =
  loop acc = replicate 2 (replicate 3 0) for i < k do
    let z = transpose (replicate 3 (replicate 2 0i64))
    let h = map (\row -> reduce_by_index (copy row) (+) 0 is (replicate n (i64.i32 i + 1))) z
    in map2 (map2 (+)) acc h

def hist_slice [n] (k: i32) (is: [n]i64) : [4]i32 =
  loop acc = replicate 4 0 for i < k do
    let z = replicate 6 0i32
    let h = reduce_by_index z[1:5] (+) 0 is (replicate n (i + 1))
    in map2 (+) acc h

-- ==
-- entry: counts_2d_entry
-- input { 3 [0i64, 1i64, 1i64, 3i64] [0i64, 2i64, 2i64, 1i64] [1f32, 2f32, 3f32, 4f32] }
-- output { [[4.25f32, 0f32, 0f32, 0f32], [0f32, 0f32, 0f32, 17f32], [0f32, 21.25f32, 0f32, 0f32]] }
entry counts_2d_entry [n] (k: i32) (is: [n]i64) (js: [n]i64) (vs: [n]f32) = counts_2d k is js vs

-- ==
-- entry: scatter_flat_entry
-- input { 2 [0i64, 4i64, 5i64] [10, 20, 30] }
-- output { [[21, -2, -2], [-2, 41, 61]] }
entry scatter_flat_entry [n] (k: i32) (is: [n]i64) (vs: [n]i32) = scatter_flat k is vs

-- ==
-- entry: hist_transposed_entry
-- input { 3 [0i64, 2i64, 2i64, 7i64] }
-- output { [[6i64, 0i64, 12i64], [6i64, 0i64, 12i64]] }
entry hist_transposed_entry [n] (k: i32) (is: [n]i64) = hist_transposed k is

-- ==
-- entry: hist_slice_entry
-- input { 4 [0i64, 3i64, 3i64, -1i64] }
-- output { [10, 0, 0, 20] }
entry hist_slice_entry [n] (k: i32) (is: [n]i64) = hist_slice k is
