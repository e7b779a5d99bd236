-- A result whose size is not known from the parameters.
-- ==
-- input { 3i64 } output { [0i64, 1i64, 2i64, 0i64, 1i64, 2i64] }
def twice_iota (n: i64): []i64 = iota n ++ iota n
entry main (n: i64) = twice_iota n
