-- A size in a type ascription is checked at run time (`e : [n]t` where
-- `n` comes from a parameter); `:>` coerces.
-- ==
-- input { 3i64 [1,2,3] } output { [1,2,3] }
-- input { 2i64 [1,2,3] } error: .*
entry main (n: i64) (xs: []i32) = xs :> [n]i32
