-- Language reference probe (gaps8): tf2.
-- ==
-- entry: f g
-- input { 1 } output { 2 }

-- ==
-- entry: h
-- input { [1,2] } output { 3 }
entry f (x: i32) = x + 1
entry g (x: i32) = 1 + x
entry h (xs: []i32) = i32.sum xs
