-- Mandelbrot set iteration counts with complex numbers as tuples.
-- ==
-- input { 2i64 2i64 10 } output { [[0, 3], [0, 10]] }

type complex = (f64, f64)
def cadd ((a, b): complex) ((c, d): complex) : complex = (a + c, b + d)
def cmul ((a, b): complex) ((c, d): complex) : complex = (a * c - b * d, a * d + b * c)
def mandel (limit: i32) (c: complex) : i32 =
  let (_, i) = loop (z, i) = (c, 0) while i < limit && (z.0 * z.0 + z.1 * z.1) < 4 do (cadd (cmul z z) c, i + 1)
  in i
entry main (w: i64) (h: i64) (limit: i32) : [h][w]i32 =
  tabulate_2d h w (\y x -> mandel limit (f64.i64 x / f64.i64 w * 3 - 2, f64.i64 y / f64.i64 h * 2 - 1))
