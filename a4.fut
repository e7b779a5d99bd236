entry main (xss: [][]i32) =
  map (\xs -> let zs = filter (>0) xs in zip xs zs) xss
