-- Size coercion `e :> [n]t`: the result has the named size; the sizes are
-- compared at run time and a mismatch names both values.
-- ==
-- input { 3i64 [1, 2, 3] } output { [1, 2, 3] }
-- input { 4i64 [1, 2, 3] } error: size mismatch: coercion to \[n\] where n = 4 but the array has 3 elements
-- input { 0i64 empty([0]i32) } output { empty([0]i32) }
def main (n: i64) (xs: []i32) : [n]i32 = xs :> [n]i32
