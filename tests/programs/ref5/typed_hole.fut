-- A typed hole type-checks as any type and fails when evaluated.
-- ==
-- entry: hole
-- input { 1 } output { 2 }
-- input { -1 } error: .

entry hole (x: i32) : i32 = if x > 0 then x + 1 else ???
