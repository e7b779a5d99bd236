-- | Escape-time counts of the Mandelbrot set on a small grid.
-- ==
-- input { 4i64 3i64 16i32 } output { [[1i32, 3i32, 3i32, 13i32], [1i32, 5i32, 10i32, 16i32], [1i32, 5i32, 10i32, 16i32]] }
-- input { 0i64 0i64 16i32 } output { empty([0][0]i32) }
-- compiled input { 300i64 200i64 100i32 } auto output

def escape (limit: i32) (cr: f32) (ci: f32): i32 =
  let (_, _, n) =
    loop (zr, zi, n) = (0f32, 0f32, 0i32) while n < limit && zr * zr + zi * zi <= 4 do
      (zr * zr - zi * zi + cr, 2 * zr * zi + ci, n + 1)
  in n

def main (w: i64) (h: i64) (limit: i32): [h][w]i32 =
  map (\y ->
         map (\x ->
                let cr = -2 + 2.5 * f32.i64 x / f32.i64 w
                let ci = -1 + 2 * f32.i64 y / f32.i64 h
                in escape limit cr ci)
             (iota w))
      (iota h)
