-- A sum whose body loops a varying number of times per element (as
-- mandelbrot's escape loop does): under a GPU profile its first pass keeps
-- a contiguous chunk per work-group rather than a grid-stride loop.  Sizes
-- around the work-group size and past 1056 groups x 256 x 2 elements.
-- ==
-- input { 0i64 } output { 0i64 }
-- input { 1i64 } output { 0i64 }
-- input { 255i64 } auto output
-- input { 257i64 } auto output
-- input { 100000i64 } auto output
-- input { 1000003i64 } auto output

def main (n: i64): i64 =
  reduce (+) 0 (map (\i -> loop k = 0i64 while k * k < i % 1000 do k + 1) (iota n))
