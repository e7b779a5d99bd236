-- Several entry points in one program.
-- ==
-- entry: inc
-- input { 1 } output { 2 }

entry inc (x: i32) = x + 1

-- ==
-- entry: dec
-- input { 1 } output { 0 }

entry dec (x: i32) = x - 1
