-- An invalid range (a zero step, a step against the direction, or an
-- end beyond the start in the wrong direction) is a run-time error.
-- ==
-- input { 5i64 1i64 6i64 } error: Range 5..1...6 is invalid
-- input { 1i64 1i64 5i64 } error: invalid
-- input { 1i64 3i64 0i64 } error: invalid
-- input { 1i64 5i64 1i64 } output { [1i64] }
-- input { 3i64 1i64 0i64 } output { [3i64, 1i64] }
-- input { 1i64 3i64 9i64 } output { [1i64, 3i64, 5i64, 7i64, 9i64] }

entry main (a: i64) (b: i64) (c: i64) = a..b...c

-- ==
-- entry: upto
-- input { 1i64 5i64 1i64 } output { empty([0]i64) }
-- input { 0i64 3i64 10i64 } output { [0i64, 3i64, 6i64, 9i64] }
-- input { 5i64 4i64 9i64 } error: Range 5..4..<9 is invalid
-- input { 3i64 4i64 0i64 } error: invalid

entry upto (a: i64) (b: i64) (c: i64) = a..b..<c

-- ==
-- entry: downto
-- input { 5i32 } output { [5i32, 4i32, 3i32, 2i32, 1i32] }
-- input { 0i32 } output { empty([0]i32) }
-- input { -2i32 } error: Range -2..>0 is invalid

entry downto (n: i32) = n..>0
