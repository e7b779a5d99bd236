-- A recursion that does not end soon, inside `map`: "recursion too deep"
-- in both backends (on OpenCL the map is a loop on the host).
-- ==
-- input { [3i64, 100000i64] } error: recursion too deep
def down (n: i64) : i64 = if n == 0 then 0 else 1 + down (n - 1)
def main (xs: []i64) = map down xs
