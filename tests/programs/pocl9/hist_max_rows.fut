-- A histogram and a max-reduction of each row, in one row-group kernel
-- (a local histogram of 16 bins and a tree reduction per row).  PoCL 3.1
-- built it wrong with optimised kernels (tests/runtime/pocl_bugs/).
-- ==
-- input { [[1,2,3,4,5],[6,7,8,9,10],[11,12,13,14,15]] }
-- output { [5,10,15]
--          [[0i64,1i64,1i64,1i64,1i64,1i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64],
--           [0i64,0i64,0i64,0i64,0i64,0i64,1i64,1i64,1i64,1i64,1i64,0i64,0i64,0i64,0i64,0i64],
--           [0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,1i64,1i64,1i64,1i64,1i64]] }
-- input { [[-1,-17,16,32]] }
-- output { [32] [[2i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64,0i64]] }
-- random input { [7][257]i32 } auto output
-- compiled random input { [3][1000]i32 } auto output
-- compiled random input { [1][100003]i32 } auto output
-- compiled random input { [301][3]i32 } auto output

def parts [n] (xs: [n]i32) =
  let h = hist (+) 0i64 16 (map (\x -> i64.i32 (x %% 16)) xs) (replicate n 1)
  let mx = reduce i32.max i32.lowest xs
  in (mx, h)

def main [n][m] (xss: [n][m]i32) = unzip (map parts xss)
