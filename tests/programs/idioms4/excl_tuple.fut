-- | A scan of pairs (a count and a maximum) made exclusive by
-- concatenating the pair of neutral elements; the result unzipped.
-- ==
-- input { [1i32, 2i32, 3i32] [0.5f32, -1.0f32, 2.0f32] }
-- output { [0i32, 1i32, 3i32] [-f32.inf, 0.5f32, 0.5f32] }
-- input { [4i32] [1.0f32] } output { [0i32] [-f32.inf] }
-- input { empty([0]i32) empty([0]f32) } error: out of bounds
-- random input { [5003]i32 [5003]f32 } auto output
def main [n] (xs: [n]i32) (ys: [n]f32) : ([n]i32, [n]f32) =
  let s = scan (\(a, b) (c, d) -> (a + c, f32.max b d)) (0, f32.lowest) (zip xs ys)
  let (e1, e2) = unzip ([(0, f32.lowest)] ++ init s)
  in (sized n e1, sized n e2)
