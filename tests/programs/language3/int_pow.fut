-- Integer exponentiation.
-- ==
-- input { 2i64 10i64 } output { 1024i64 1i64 }
-- input { -3i64 3i64 } output { -27i64 1i64 }
-- input { 7i64 0i64 } output { 1i64 1i64 }

entry main (b: i64) (e: i64) = (b ** e, 1 ** e)
