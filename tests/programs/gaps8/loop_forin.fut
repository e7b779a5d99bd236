-- Language reference probe (gaps8): loop forin.
-- ==
-- input { [[1,2],[3,4]] [1,2,3] [4,5,6] } output { 10 32 [3,7] }
entry main (m: [][]i32) (xs: []i32) (ys: []i32) =
  let s = loop s = 0 for row in m do s + i32.sum row
  let d = loop d = 0 for (a, b) in zip xs ys do d + a * b
  let rs = loop acc = [] for row in m do acc ++ [i32.sum row]
  in (s, d, rs)
