-- Language reference probe (gaps8): opsect builtin.
-- ==
-- input { [1,2,3] } output { [0,1,2] [9,8,7] [true,false,false] [2,4,8] [2,1,0] }
entry main (xs: []i32) = (map (+ (-1)) xs, map (10-) xs, map (<2) xs, map (2**) xs, map (3 -) xs)
