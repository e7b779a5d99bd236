-- Type abbreviations referring to other abbreviations.
-- ==
-- input { [[1, 2], [3, 4]] } output { 10 }
type row = []i32
type matrix = []row
entry main (m: matrix) = reduce (+) 0 (flatten m)
