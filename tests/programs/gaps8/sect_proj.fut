-- Language reference probe (gaps8): sect proj.
type r = {a: {b: i32}, c: (i32, f32)}
-- ==
-- input { [1,2] } output { [1,2] [2,3] [1, 2] }
entry main (xs: []i32) =
  let rs = map (\x -> {a={b=x}, c=(x+1, 0f32)}) xs : []r
  in (map (.a.b) rs, map (.c.0) rs, map (.[0]) (map (\x -> [x, x]) xs))
