-- A sequential `for i < d` loop inside a map whose bound `d` is not an
-- i64 (an i32, u8 or i16 parameter): flattening's check that the loop's
-- iota count is not negative compared it as an i64 ("IR check failed
-- after pass 'flatten': operand d has type i32, expected i64"); and the
-- simplifier's reduction for such a loop was over `iota d`, which fails
-- ("iota of negative size -3") where the loop runs no iteration.
-- ==
-- entry: sums_i32
-- input { 3i64 4i32 } output { [0f32, 6f32, 12f32] }
-- input { 2i64 0i32 } output { [0f32, 0f32] }
-- input { 2i64 -3i32 } output { [0f32, 0f32] }
-- ==
-- entry: grid_u8
-- input { 2i64 3i64 3u8 } output { [[0i64, 3i64, 6i64], [3i64, 6i64, 9i64]] }
-- ==
-- entry: sums_i16
-- input { 4i64 5i16 } output { [0i16, 10i16, 20i16, 30i16] }
-- input { 2i64 -1i16 } output { [0i16, 0i16] }
-- ==
-- entry: negative_i64
-- input { 3i64 -2i64 } output { [0i64, 0i64, 0i64] }
-- input { 3i64 3i64 } output { [0i64, 3i64, 6i64] }

def weighted (d: i32) (x: f32) : f32 =
  loop s = 0 for i < d do s + x * f32.i32 i

entry sums_i32 (n: i64) (d: i32) : [n]f32 =
  tabulate n (\j -> weighted d (f32.i64 j))

entry grid_u8 (h: i64) (w: i64) (d: u8) : [h][w]i64 =
  tabulate_2d h w (\i j -> loop s = 0 for _k < d do s + i + j)

entry sums_i16 (n: i64) (d: i16) : [n]i16 =
  map (\j -> loop s = 0i16 for k < d do s + i16.i64 j * k) (iota n)

-- A loop to a negative bound runs no iteration: the reduction that
-- simplify makes of it must not be an `iota` of a negative size.
entry negative_i64 (n: i64) (k: i64) : [n]i64 =
  map (\j -> loop s = 0 for i < k do s + i * j) (iota n)
