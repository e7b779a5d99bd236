-- Inputs made by FutharkScript expressions (futhark-test(1), `script
-- input`): calls of entry points, `let`, tuples, literals typed by the
-- parameter they reach, and the builtins $loaddata and $loadbytes.
-- ==
-- entry: total
-- script input { mk 3 } output { 3i64 }
-- script input { let xs = mk 4 in xs } output { 6i64 }
-- script input { [1, 2, 3] } output { 6i64 }
-- script input { ([10, 20]) } output { 30i64 }
-- script input { $loaddata "script_input.data" } output { 28i64 }
-- script input { empty([0]i64) } output { 0i64 }
-- script input { [mk_one 2, mk_one 5] } output { 7i64 }
-- script input @ script_input.script output { 45i64 }

entry mk (n: i64) : []i64 = iota n
entry mk_one (x: i64) : i64 = x
entry total (xs: []i64) = i64.sum xs

-- ==
-- entry: add3
-- script input { (1, 2, 3) } output { 6 }
-- script input { let (a, b) = pair 5 in (a, b, 1) } output { 12 }
-- script input { let p = pair 1 in (p.0, p.1, (pair 7).1) } output { 11 }
entry add3 (a: i32) (b: i32) (c: i32) = a + b + c
entry pair (x: i32) : (i32, i32) = (x, x + 1)

-- ==
-- entry: count_bytes
-- script input { $loadbytes "script_input.script" } output { 6i64 }
entry count_bytes (bs: []u8) = length bs
