-- reverse of 1-D and 2-D arrays (2-D reverses the rows).
-- ==
-- input { [1, 2, 3] [[1, 2], [3, 4]] } output { [3, 2, 1] [[3, 4], [1, 2]] }
entry main (xs: []i32) (m: [][]i32) = (reverse xs, reverse m)
