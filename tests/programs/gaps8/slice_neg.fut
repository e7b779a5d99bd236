-- Negative strides: elided bounds are len-1 and -1.
-- ==
-- input { [1,2,3,4,5] } output { [5,4,3,2,1] [5,3,1] [4,3] [3,2,1] }
entry main (a: []i32) = (a[::-1], a[::-2], a[3:1:-1], a[2::-1])
