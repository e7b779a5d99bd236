-- unflatten reshapes an array whose size is a product n * m to n×m.
-- ==
-- input { [1, 2, 3, 4, 5, 6] } output { [[1, 2, 3], [4, 5, 6]] [[1, 2], [3, 4], [5, 6]] }
entry main (xs: []i32) = (unflatten (xs :> [2 * 3]i32), unflatten (xs :> [3 * 2]i32))
