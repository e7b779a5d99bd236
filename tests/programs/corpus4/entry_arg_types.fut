-- Entry points with many argument types: unsigned, bool arrays, 2-D f64,
-- i8/i16, tuples in results.
-- ==
-- input { 200u8 [true, false, true] [[1.0, 2.0], [3.0, 4.0]] -3i8 1000i16 }
-- output { 201u8 2i64 10.0f64 3i8 1001i16 }

entry main (a: u8) (bs: []bool) (m: [][]f64) (c: i8) (d: i16) =
  (a + 1, length (filter id bs), f64.sum (flatten m), i8.abs c, d + 1)
