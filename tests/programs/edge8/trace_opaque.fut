-- trace, opaque and manifest return their argument unchanged.
-- ==
-- entry: tr
-- input { 3 } output { 4 }
-- entry: tr_map
-- input { [1, 2] } output { [2, 4] 3 }
-- input { empty([0]i32) } output { empty([0]i32) 0 }
-- entry: op
-- input { [1, 2, 3] } output { 6 [2, 4, 6] }
-- input { empty([0]i32) } output { 0 empty([0]i32) }
-- entry: man
-- input { [[1, 2], [3, 4]] } output { [[1, 3], [2, 4]] [[1, 2], [3, 4]] }

entry tr (x: i32) = trace (x + 1)
entry tr_map (xs: []i32) = (map (\x -> trace (x * 2)) xs, trace (i32.sum xs))
entry op (xs: []i32) =
  let s = opaque (i32.sum xs)
  in (s, opaque (map (* 2) xs))
entry man (xss: [][]i32) = (manifest (transpose xss), manifest xss)
