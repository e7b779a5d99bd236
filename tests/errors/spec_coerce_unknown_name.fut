-- A coercion's sizes must be in scope.
-- ==
-- error: unknown size `n`

entry main (xs: []i32) = xs :> [n]i32
