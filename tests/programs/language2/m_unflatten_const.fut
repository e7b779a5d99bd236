-- unflatten after a coercion to a constant product.
-- ==
-- input { 4i64 } output { [[0i64, 1i64], [2i64, 3i64]] }
entry main (n: i64) = unflatten (iota (n / 2 * 2) :> [2 * 2]i64)
