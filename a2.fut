entry main (xs: []i32) =
  let f (ys: []i32) = let zs = filter (>0) ys in zip ys zs
  in f xs
