-- Entry points: several results, value formats in test blocks (empty
-- arrays with empty(...), nested arrays, negative and suffixed numbers,
-- nan and infinities as inputs), unit results.
-- ==
-- entry: shapes
-- input { empty([0]i32) empty([2][0]f64) [[1u8], [2u8]] }
-- output { 0i64 2i64 0i64 [1u8, 2u8] }
-- entry: scalars
-- input { -1i8 255u8 -0.5f32 f64.inf true }
-- output { -1i8 255u8 -0.5f32 f64.inf false }
-- entry: nested
-- input { [[[1, 2]], [[3, 4]]] }
-- output { [[[1, 2]], [[3, 4]]] 2i64 1i64 2i64 }
-- entry: many
-- input { 1 2.5 }
-- output { 1 2.5 2 }
-- entry: empty_out
-- input { 0i64 }
-- output { empty([0][3]i32) }

entry shapes (a: []i32) (b: [][]f64) (c: [][]u8) = (length a, length b, length b[0], flatten c)
entry scalars (a: i8) (b: u8) (c: f32) (d: f64) (e: bool) = (a, b, c, d, !e)
entry nested (a: [][][]i32) = (a, length a, length a[0], length a[0, 0])
entry many (x: i32) (y: f64) = (x, y, x + 1)
entry empty_out (n: i64) = replicate n (replicate 3 0i32)
