-- Language reference probe (gaps8): let size pat.
-- ==
-- input { [1,-2,3] } output { 2i64 [2,6] [[1,3],[1,3]] }
entry main (xs: []i32) =
  let [n] (ys: [n]i32) = filter (>0) xs
  let zs: [n]i32 = map (*2) ys
  in (n, zs, replicate 2 ys)
