-- Complex numbers as a record type with user-defined operators, used for
-- a Mandelbrot escape-time count: a `while` loop with record state inside
-- a `map` over a 2-D grid built by tabulate_2d.
-- ==
-- input { 3i64 3i64 10i32 } output { [[1i32, 2i32, 2i32], [10i32, 10i32, 3i32], [1i32, 2i32, 2i32]] }
-- input { 1i64 1i64 5i32 } output { [[1i32]] }

type complex = {re: f32, im: f32}

def (a: complex) +^ (b: complex) : complex = {re = a.re + b.re, im = a.im + b.im}
def (a: complex) *^ (b: complex) : complex =
  {re = a.re * b.re - a.im * b.im, im = a.re * b.im + a.im * b.re}
def mag2 ({re, im}: complex) = re * re + im * im

def escape (limit: i32) (c: complex) : i32 =
  let (_, i) = loop (z, i) = (c, 1) while i < limit && mag2 z <= 4 do (z *^ z +^ c, i + 1)
  in i

entry main (h: i64) (w: i64) (limit: i32) =
  let coord (i: i64) (n: i64) lo hi = if n == 1 then lo else lo + (hi - lo) * f32.i64 i / f32.i64 (n - 1)
  in tabulate_2d h w (\i j -> escape limit {re = coord j w (-2) 1, im = coord i h (-1.5) 1.5})
