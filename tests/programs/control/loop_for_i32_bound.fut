-- The loop index takes the type of the bound (here i32).
-- ==
-- input { 4 } output { 24 }
entry main (n: i32) = loop acc = 1 for i < n do acc * (i + 1)
