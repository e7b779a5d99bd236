-- Map-loop interchange (PLDI'17 rule G7): the loop body has inner
-- parallelism (a map), so the loop moves out to the host and its body
-- becomes a 2-D SegMap; one Loop in total (without the interchange there
-- would be two: the loop and the sequentialised inner map).  The invariant
-- initial value of `acc` is replicated (SegMap 3: the replicate, the map
-- and the accumulator update).
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] }
-- output { [[12i32, 20i32, 28i32], [36i32, 44i32, 52i32]] [6i32, 6i32] }
-- input { empty([0][4]i32) } output { empty([0][4]i32) empty([0]i32) }
-- structure { SegMap 3 SegRed 0 kernels:Loop 1 kernels:Screma 0 }

def main [n][m] (xss: [n][m]i32): ([n][m]i32, [n]i32) =
  unzip (map (\xs -> loop (ys, acc) = (xs, 0i32) for i < 3 do
                       (map (\y -> y * 2 + i) ys, acc + i * 2)) xss)
