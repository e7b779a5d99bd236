-- Type abbreviations referring to other abbreviations.
-- ==
-- input { [[1, 2], [3, 4]] } output { 10 }
type row [n] = [n]i32
type matrix [m] [n] = [m](row [n])
entry main [m] [n] (a: matrix [m] [n]) = reduce (+) 0 (flatten a)
