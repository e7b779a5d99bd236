entry main (xs: []i32) =
  (\(ys: []i32) -> let zs = filter (>0) ys in zip ys zs) xs
