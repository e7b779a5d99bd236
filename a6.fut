def f (xs: []i32) = let zs = filter (>0) xs in zip xs zs
entry main (xs: []i32) = f xs
