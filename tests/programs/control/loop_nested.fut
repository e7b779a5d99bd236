-- Nested loops.
-- ==
-- input { 3 4 } output { 20 }
entry main (n: i32) (m: i32) =
  loop s = 0 for i < n do
    loop s = s for j < m do s + i * j / 2 + 1
