-- Several entry points, chosen by `entry:` lines; a line may name more
-- than one entry point, and each gets the following cases.
-- ==
-- entry: inc dec
-- input { 0 } output { 0 }
-- input { 5 } output { 5 }
-- entry: inc
-- input { 2147483647 } output { 2147483647 }
-- entry: dbl
-- input { 21 } output { 42 }
-- entry: both
-- input { [1, 2, 3] } output { 6 [2, 3, 4] }
-- input { empty([0]i32) } output { 0 empty([0]i32) }

entry inc (x: i32) = x + 1 - 1
entry dec (x: i32) = x - 1 + 1
entry dbl (x: i32) = x * 2
entry both (xs: []i32) = (i32.sum xs, map (+ 1) xs)
