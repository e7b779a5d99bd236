-- Language reference probe (gaps8): tf3.
-- ==
-- input { 0 } error: Index \[.*\] out of bounds
-- input { 1 } error: .*
entry main (i: i32) = let xs = [1,2,3] in xs[i64.i32 (i + 5)]
