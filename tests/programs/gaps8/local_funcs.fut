-- Language reference probe (gaps8): local funcs.
-- ==
-- input { [1,2,3] } output { 3i64 [1,2,3] [true, false] 6 }
entry main (xs: []i32) =
  let len [n] (_: [n]i32) = n
  let id 'a (x: a) = x
  let sum = foldl (+) 0
  in (len xs, id xs, id [true, false], sum xs)
