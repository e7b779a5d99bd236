-- flatten of a 2-D parameter.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { [1i32, 2i32, 3i32, 4i32] }
entry main (xss: [][]i32) = flatten xss
