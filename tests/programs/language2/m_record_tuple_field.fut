-- A record type with a tuple field and an array field.
-- ==
-- input { } output { 3i32 }
type t = {a: (i32, i32), b: [2]i32}
entry main = let r: t = {a = (1, 2), b = [3, 4]} in r.a.1 + r.b[0] - r.a.0 - 1
