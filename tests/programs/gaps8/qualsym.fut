-- Language reference probe (gaps8): qualsym.
module M = { def (+!) (a: i32) (b: i32) = a * b def add (a: i32) (b: i32) = a + b }
-- ==
-- input { } output { 6 5 7 }
entry main = (2 M.+! 3, 2 `M.add` 3, M.(3 +! 2) + 1)
