-- Language reference probe (gaps8): gpu 2d nested.
-- ==
-- input { [[1,2,3],[4,5,6]] } output { [6, 15] [[1,3,6],[4,9,15]] [5,7,9] }
entry main (m: [][]i32) = (map i32.sum m, map (scan (+) 0) m, map i32.sum (transpose m))
