-- Language reference probe (gaps8): slices2d.
-- ==
-- input { [[1,2,3],[4,5,6],[7,8,9]] } output { [2,5,8] [[5,6],[8,9]] [7,8,9] [[1,3],[7,9]] }
entry main (a: [][]i32) = (a[:,1], a[1:,1:], a[2], a[::2, ::2])
