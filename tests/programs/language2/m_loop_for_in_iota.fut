-- for x in iota ...
-- ==
-- input { 5i32 } output { 15i32 }
entry main (n: i32) = loop s = 0 for i in iota (i64.i32 n + 1) do s + i32.i64 i
