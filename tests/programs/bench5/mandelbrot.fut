-- Mandelbrot set with a complex-number module instantiated twice.
-- ==
-- entry: main
-- input { 4i64 3i64 10i32 }
-- output { [[0i32, 1i32, 1i32, 1i32], [0i32, 3i32, 10i32, 10i32], [0i32, 3i32, 10i32, 10i32]] true }
-- ==
-- entry: escape_histogram
-- input { 4i64 3i64 10i32 } output { [6i32, 2i32, 0i32, 0i32, 4i32] 4i32 }

import "lib/complex"

module c32 = mk_complex f32
module c64 = mk_complex f64

def divergence_32 (depth: i32) (c: c32.complex) : i32 =
  let (_, i) =
    loop (z, i) = (c, 0) while i < depth && c32.mag_sq z < 4 do
      (c32.(z *^ z +^ c), i + 1)
  in i

def divergence_64 (depth: i32) (c: c64.complex) : i32 =
  let (_, i) =
    loop (z, i) = (c, 0) while i < depth && c64.mag_sq z < 4 do
      (c64.(z *^ z +^ c), i + 1)
  in i

def mandelbrot (screenX: i64) (screenY: i64) (depth: i32)
               (xmin: f32) (ymin: f32) (xmax: f32) (ymax: f32) : [screenY][screenX]i32 =
  let sizex = xmax - xmin
  let sizey = ymax - ymin
  in tabulate_2d screenY screenX (\y x ->
       let c0 = c32.mk (xmin + f32.i64 x * sizex / f32.i64 screenX)
                       (ymin + f32.i64 y * sizey / f32.i64 screenY)
       in divergence_32 depth c0)

entry main (w: i64) (h: i64) (depth: i32) =
  let img = mandelbrot w h depth (-2) (-1.5) 1 1.5
  let img64 = tabulate_2d h w (\y x ->
                divergence_64 depth (c64.mk (-2 + f64.i64 x * 3 / f64.i64 w)
                                            (-1.5 + f64.i64 y * 3 / f64.i64 h)))
  in (img, img == img64)

-- How many pixels escape after how many iterations, in 5 buckets
-- (the last one: never escaped), as colour maps are built.
entry escape_histogram (w: i64) (h: i64) (depth: i32) =
  let img = mandelbrot w h depth (-2) (-1.5) 1 1.5
  let bucket i = if i >= depth then 4 else i64.i32 (i * 4 / depth)
  let counts = hist (+) 0 5 (map bucket (flatten img)) (replicate (h * w) 1i32)
  let inside = i32.sum (map (\i -> i32.bool (i >= depth)) (flatten img))
  in (counts, inside)
