-- Windows of an array taken as slices `xs[i:i + k]` and coerced to the
-- filter's size: the slice's size (i + k) - i simplifies to k, so that
-- its size check folds away and the window is read in place (perf19: a
-- 1-D convolution ran 4.3x slower than cuDNN when each thread copied its
-- window to scratch memory first).  Several spellings: `f32.sum (map2)`,
-- `reduce` over `zip`, a window of i32 summed with `loop`, a window that
-- starts at an offset written `j + i`, and a size written `k + i`.
-- ==
-- random input { [1001]f32 [7]f32 [1001]i32 } auto output
-- random input { [7]f32 [7]f32 [7]i32 } auto output
-- random input { [9]f32 [1]f32 [9]i32 } auto output
-- compiled random input { [100003]f32 [5]f32 [100003]i32 } auto output
-- input { [1f32, 2f32, 3f32, 4f32] [1f32, 10f32] [1i32, 2i32, 3i32, 4i32] }
-- output { [21f32, 32f32, 43f32] [12f32, 23f32, 34f32] [3i32, 5i32, 7i32] [2f32, 3f32] }

def main [n][k] (xs: [n]f32) (ws: [k]f32) (is: [n]i32) : ([]f32, []f32, []i32, []f32) =
  let a = map (\i -> f32.sum (map2 (*) ws (xs[i:i + k] :> [k]f32))) (iota (n - k + 1))
  let b = tabulate (n - k + 1) (\i ->
            reduce (+) 0 (map (\(w, x) -> x * w) (zip (reverse ws) (xs[i:k + i] :> [k]f32))))
  let c = map (\i -> loop s = 0i32 for x in (is[i:i + k] :> [k]i32) do s + x) (iota (n - k + 1))
  let d = map (\j -> let i = j + 1 in f32.sum (xs[i:i + 1] :> [1]f32)) (iota (n - 2))
  in (a, b, c, d)
