-- Arrays of tuples (zip), indexing gives a tuple.
-- ==
-- input { [1, 2, 3] [4, 5, 6] } output { 2 5 }
entry main [n] (xs: [n]i32) (ys: [n]i32) = let zs = zip xs ys in zs[1]
