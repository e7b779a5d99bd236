-- script input: calls of entry points with literal arguments, nested
-- calls, a tuple unpacked into the arguments, $loaddata of a data file,
-- let-bindings, and records built by the script.
-- ==
-- entry: total
-- script input { (mk 4i64, 0i64) } output { 6i64 }
-- script input { (mk (plus 2i64 3i64), plus 1i64 1i64) } output { 12i64 }
-- script input { (iota 3, 10i64) }
-- output { 13i64 }
-- script input { $loaddata "data/pair.in" } output { 11i64 }
-- script input { let xs = mk 3i64 in (xs, 1i64) } output { 4i64 }
-- "named case" script input { pairup 5i64 } output { 15i64 }

entry mk (n: i64) : []i64 = iota n
entry plus (a: i64) (b: i64) : i64 = a + b
entry pairup (n: i64) : ([]i64, i64) = (iota n, n)
entry iota n : []i64 = 0..<n

entry total (xs: []i64) (k: i64) : i64 = i64.sum xs + k

-- ==
-- entry: sumr
-- script input { mkr 3 } output { 9 }

entry mkr (n: i32) : {a: i32, b: i32} = {a = n, b = n + n}
entry sumr (r: {a: i32, b: i32}) : i32 = r.a + r.b
