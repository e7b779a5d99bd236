-- Language reference probe (gaps8): slices.
-- ==
-- input { [1,2,3,4,5,6] } output { [1,3,5] [6,5,4,3,2,1] [3,4,5,6] [1,2] [5,3] }
entry main (xs: []i32) = (xs[::2], xs[::-1], xs[2:], xs[:2], xs[4:1:-2])
