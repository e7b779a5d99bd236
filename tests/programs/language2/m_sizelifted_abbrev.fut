-- A size-lifted type abbreviation (type~).
-- ==
-- input { 3i64 } output { [0i64, 1i64, 2i64] }
type~ arr = []i64
def mk (n: i64) : arr = iota n
entry main (n: i64) = mk n
