-- A fresh array that the map's body updates in place stays inside (each
-- point needs its own); the invariant iota and replicate that are only
-- read move out.
-- ==
-- input { [1i32, 2i32, 3i32] 4i64 }
-- output { [[1i32, 0i32, 0i32, 6i32], [2i32, 0i32, 0i32, 6i32], [3i32, 0i32, 0i32, 6i32]] }
-- random input { [100]i32 9i64 } auto output
def main (xs: []i32) (n: i64): [][n]i32 =
  map (\x ->
         let zs = replicate n 0i32
         let s = i32.sum (map i32.i64 (iota n))
         let ws = copy zs
         let ws[0] = x
         let ws[n - 1] = s
         in ws) xs
