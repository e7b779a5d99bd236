-- Accumulation loops that start elsewhere than at the neutral element
-- stay loops (a loop continuing another's sum, as the inner loop of a
-- convolution window, and the loop around it); integers, the product on
-- the left.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] [[5i32, 6i32], [7i32, 8i32]] }
-- output { [[119i32, 122i32], [143i32, 150i32]] [[19i32, 22i32], [43i32, 50i32]] }
-- random input { [9][13]i32 [13][7]i32 } auto output
-- structure { kernels:Loop 3 SegRed 0 }
def main [n][k][m] (a: [n][k]i32) (b: [k][m]i32) : ([n][m]i32, [n][m]i32) =
  (map (\r -> map (\j -> loop s = 100 for l < k do r[l] * b[l, j] + s) (iota m)) a,
   tabulate_2d n m (\i j -> loop s = 0 for l < k do
                              loop s for q < 1 do s + a[i, l] * b[l, j] + i32.i64 q))
