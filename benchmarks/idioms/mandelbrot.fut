-- | Escape counts of the Mandelbrot set on a grid, at most 256 iterations.
-- ==
-- input { 7i64 9i64 } auto output
def escape (cx: f32) (cy: f32) : i32 =
  let (_, _, k) =
    loop (x, y, k) = (0f32, 0f32, 0i32) while k < 256 && x * x + y * y < 4 do
      (x * x - y * y + cx, 2 * x * y + cy, k + 1)
  in k

def main (h: i64) (w: i64) : [h][w]i32 =
  tabulate_2d h w (\i j -> escape (-2 + 3 * f32.i64 j / f32.i64 w) (-1.5 + 3 * f32.i64 i / f32.i64 h))
