-- No map-loop interchange (G7's side condition): the loop body is scalar
-- code, so the loop stays inside the kernel (the Mandelbrot case): one
-- one-dimensional SegMap containing the loop.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [88573i32, 147622i32, 206671i32] }
-- random input { [1000]i32 } auto output
-- structure { SegMap 1 kernels:Loop 1 kernels:Screma 0 }

def main (xs: []i32): []i32 =
  map (\x -> loop y = x for _i < 10 do y * 3 + 1) xs
