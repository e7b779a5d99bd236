-- scatter inside a map: sequentialised into a loop (the OpenCL backend does not support arrays inside kernels yet).
-- ==
-- input { [1i32, 2i32] } output { [[1i32, 0i32, 2i32], [2i32, 0i32, 4i32]] }
-- tags { no_opencl }

def main (xs: []i32) =
  map (\x -> scatter (replicate 3 0i32) [0, 2, 5] [x, 2 * x, 9]) xs
