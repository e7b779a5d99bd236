-- Test-block keywords ending in a colon may be followed directly by
-- their argument, without a space: `entry:name`, `error:regex`.
-- ==
-- entry:halve
-- input { 10i64 } output { 5i64 }
-- input { 7i64 }
-- error:Assertion

-- ==
-- entry:twice
-- input { 4i64 } output { 8i64 }

entry halve (n: i64) : i64 = assert (n % 2 == 0) (n / 2)

entry twice (n: i64) : i64 = n * 2
