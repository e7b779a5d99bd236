-- iota of a negative size fails with the same message in the interpreter and
-- in compiled programs, at host level and inside a kernel.
-- ==
-- entry: host
-- input { -5i64 } error: iota of negative size -5
-- input { 0i64 } output { empty([0]i64) }
-- entry: in_map
-- input { [1i64, -5i64, 2i64] } error: iota of negative size -5
-- input { [1i64, 3i64] } output { [0i64, 3i64] }

entry host (n: i64) = iota n
entry in_map (ns: []i64) = map (\n -> i64.sum (iota n)) ns
