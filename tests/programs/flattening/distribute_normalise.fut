-- Map distribution (PLDI'17 rule G4): each row is divided by its sum.  The
-- map body holds two inner SOACs; distribution materialises the row sums
-- (a segmented SegRed) and then divides in a 2-D SegMap.  Also: scalar code
-- after the last SOAC becomes its own nest.  The two maps fuse
-- horizontally and the two equal row sums are then computed once (SOAC
-- CSE in ir/simplify.cpp): one SegRed.
-- ==
-- input { [[1f32, 3f32], [2f32, 2f32], [5f32, 0f32]] }
-- output { [[0.25f32, 0.75f32], [0.5f32, 0.5f32], [1f32, 0f32]] [17f32, 17f32, 26f32] }
-- random input { [100][37]f32 } auto output
-- structure { SegRed 1 SegMap 2 kernels:Screma 0 }

def main [n][m] (xss: [n][m]f32): ([n][m]f32, [n]f32) =
  let ys = map (\r -> let s = reduce (+) 0 r in map (\x -> x / s) r) xss
  let zs = map (\r -> let s = reduce (+) 0 r in s * s + 1) xss
  in (ys, zs)
