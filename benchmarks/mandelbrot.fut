-- | Mandelbrot (PLDI'17, section 6): escape-time counts on an h x w grid,
-- summed (the sum is checked with a tolerance, as single pixels on the
-- set's border may take different counts under different float rounding).
-- bench: bytes 4*v0*v1 flops 10*v0*v1*v2/4
-- ==
-- input @ data/mandelbrot-small.in output @ data/mandelbrot-small.out
-- large input @ data/mandelbrot-4K.in output @ data/mandelbrot-4K.out

def escape (limit: i32) (cr: f32) (ci: f32): i32 =
  let (_, _, k) =
    loop (zr, zi, k) = (0f32, 0f32, 0i32) while k < limit && zr * zr + zi * zi <= 4 do
      (zr * zr - zi * zi + cr, 2 * zr * zi + ci, k + 1)
  in k

-- The grid is one flat index space: the nested form (a map of maps summed
-- by a reduce of reduces) still leaves an iota array inside a kernel, which
-- the OpenCL backend does not support yet.
def main (w: i64) (h: i64) (limit: i32): f32 =
  let counts = map (\i ->
                      let y = i / w
                      let x = i % w
                      let cr = -2 + 2.5 * f32.i64 x / f32.i64 w
                      let ci = -1.25 + 2.5 * f32.i64 y / f32.i64 h
                      in f32.i32 (escape limit cr ci))
                   (iota (w * h))
  in reduce (+) 0 counts
