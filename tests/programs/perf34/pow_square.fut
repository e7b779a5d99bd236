-- `x ** 2` is `x * x` (ir/simplify.cpp, square_pow): row norms written with
-- `map (** 2)` get the same kernels as with `map (\x -> x * x)`; exact
-- for floats (infinities, NaN, -0, subnormal squares) and for wrapping
-- integers.
-- ==
-- entry: norms
-- random input { [37][101]f32 } auto output
-- input { [[3f32, -4f32], [f32.inf, 1f32], [f32.nan, 0f32], [-0f32, 1e-30f32]] } auto output
-- compiled random input { [300][2001]f32 } auto output

entry norms [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> f32.sqrt (f32.sum (map (** 2) r))) xss

-- ==
-- entry: ints
-- input { [3i32, -4i32, 65536i32, 46341i32, -2147483648i32] } output { [9i32, 16i32, 0i32, -2147479015i32, 0i32] }

entry ints (xs: []i32) : []i32 = map (** 2) xs

-- ==
-- entry: f64s
-- input { [1.5f64, -3f64, 1e200f64, 1e-200f64] } output { [2.25f64, 9f64, f64.inf, 0f64] }

entry f64s (xs: []f64) : []f64 = map (\x -> x ** 2f64) xs
