-- An entry defined as another function.
-- ==
-- input { 3i32 } output { 6i32 }
def fact (n: i32) : i32 = loop acc = 1 for i < n do acc * (i + 1)
entry main = fact
