entry main (xs: []i32) =
  let f ys = let zs = filter (>0) ys in zip ys zs
  in f xs
