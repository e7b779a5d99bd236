-- Rearrange distribution (PLDI'17 rule G6): `map transpose` becomes one
-- rearrange of the whole array with the permutation (0, 2, 1), a single
-- 3-D SegMap of scalar reads; then the rows of the transposed matrices are
-- summed by a segmented reduction (G4 cuts the map body after the
-- rearrange).
-- ==
-- input { [[[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]], [[7i32, 8i32], [9i32, 10i32], [11i32, 12i32]]] }
-- output { [[[1i32, 3i32, 5i32], [2i32, 4i32, 6i32]], [[7i32, 9i32, 11i32], [8i32, 10i32, 12i32]]]
--          [[9i32, 12i32], [27i32, 30i32]] }
-- random input { [5][7][3]i32 } auto output
-- structure { SegMap 1 SegRed 1 kernels:Screma 0 }

def main [n][a][b] (xsss: [n][a][b]i32): ([n][b][a]i32, [n][b]i32) =
  let t = map (\xss -> transpose xss) xsss
  let s = map (\xss -> map (\r -> reduce (+) 0 r) xss) t
  in (t, s)
