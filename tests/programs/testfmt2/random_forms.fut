-- random input: arrays of every rank, sizes of any number, scalar types,
-- integer constants with and without a suffix and float constants (with
-- one), as futhark-test(1) allows, with `auto output`; also `auto output`
-- after an ordinary input.
-- ==
-- random input { [100]i32 [100]i32 } auto output
-- random input { [1000]i32 [1000]i32 } auto output
-- entry: mixed
-- random input { 10i64 [10][3]f32 2.5f32 7 [0]u8 bool } auto output
-- random input { 0i64 [0][3]f32 -1f32 0 [5]u8 bool } auto output
-- input { 1i64 [[1f32, 2f32, 3f32]] 1f32 1 [1u8] true } auto output
-- entry: consts
-- random input { 3i64 2.5f32 42 -7i8 }
-- output { 3i64 2.5f32 42 -7i8 }

entry main xs ys = i32.product (map2 (*) xs ys)

entry mixed [n] (k: i64) (m: [n][3]f32) (c: f32) (d: i32) (bs: []u8) (b: bool) =
  (k + n, map (map (* c)) m, d, u8.sum bs, !b)

entry consts (a: i64) (b: f32) (c: i32) (d: i8) = (a, b, c, d)

-- ==
-- entry: shapes
-- random input { [10][0]i32 [10]bool [3]f16 [2][3][4]u16 1i8 -2.5f64 } auto output
-- random input { [0][5]i32 [0]bool [0]f16 [0][3][4]u16 127i8 1e3f64 } auto output
entry shapes [n][m] (a: [n][m]i32) (b: []bool) (c: []f16) (d: [][][]u16) (e: i8) (f: f64) =
  (n, m, length b, c, length d, e, f)
