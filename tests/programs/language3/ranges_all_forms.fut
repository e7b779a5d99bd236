-- All forms of range expressions.
-- ==
-- input { 2i64 6i64 }
-- output { [2i64, 3i64, 4i64, 5i64, 6i64] [2i64, 3i64, 4i64, 5i64]
--          [6i64, 5i64, 4i64, 3i64] [2i64, 4i64, 6i64] [6i64, 4i64, 2i64] }

entry main (a: i64) (b: i64) =
  (a..b, a..<b, b..>a, a..a+2...b, b..b-2...a)
