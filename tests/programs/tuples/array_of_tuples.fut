-- Arrays of tuples (zip), indexing gives a tuple.
-- ==
-- input { [1, 2, 3] [4, 5, 6] } output { 2 5 }
entry main (xs: []i32) (ys: []i32) = let zs = zip xs ys in zs[1]
