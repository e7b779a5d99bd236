-- Escape-time counts of a few points of the Mandelbrot set.
-- ==
-- input { 4i64 3i64 16i32 } output { [[1, 2, 3, 2], [16, 16, 16, 5], [1, 2, 3, 2]] }

def escape (limit: i32) (cr: f32) (ci: f32) : i32 =
  let (_, _, it) =
    loop (zr, zi, it) = (0f32, 0f32, 0) while it < limit && zr * zr + zi * zi <= 4 do
      (zr * zr - zi * zi + cr, 2 * zr * zi + ci, it + 1)
  in it

entry main (w: i64) (h: i64) (limit: i32) =
  tabulate_2d h w (\y x ->
    let cr = -2.0 + 2.5 * f32.i64 x / f32.i64 (w - 1)
    let ci = -1.25 + 2.5 * f32.i64 y / f32.i64 (h - 1)
    in escape limit cr ci)
