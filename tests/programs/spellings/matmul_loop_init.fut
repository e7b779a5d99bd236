-- An accumulation loop that does not start at the neutral element, of
-- integers, with the product on the left: the reduction starts at 0 and
-- the initial value is added after it.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] [[5i32, 6i32], [7i32, 8i32]] }
-- output { [[119i32, 122i32], [143i32, 150i32]] }
-- random input { [9][13]i32 [13][7]i32 } auto output
-- structure { SegRed 1 kernels:Loop 0 }
def main [n][k][m] (a: [n][k]i32) (b: [k][m]i32) : [n][m]i32 =
  map (\r -> map (\j -> loop s = 100 for l < k do r[l] * b[l, j] + s) (iota m)) a
