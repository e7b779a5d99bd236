-- sum, product, maximum and minimum of every integer module on empty
-- arrays (0, 1, `lowest`, `highest`, as the prelude documents) and with
-- wrap-around; and/or on empty arrays (true and false); partition2,
-- unflatten, tabulate_3d and rep.
-- ==
-- entry: empties
-- input { empty([0]u32) empty([0]i8) empty([0]bool) }
-- output { 0u32 1u32 0u32 4294967295u32 0i8 1i8 -128i8 127i8 true false }
-- input { [4294967295u32, 2u32] [100i8, 100i8] [true, false] }
-- output { 1u32 4294967294u32 4294967295u32 2u32 -56i8 16i8 100i8 100i8 false true }
-- entry: shapes
-- input { [1, 2, 3, 4, 5, 6] }
-- output { [[1, 2, 3], [4, 5, 6]] [2, 4, 6] [3] [1, 5] [[[0i64, 1i64], [1i64, 2i64]]] [7, 7] }
-- input { empty([0]i32) }
-- output { empty([2][0]i32) empty([0]i32) empty([0]i32) empty([0]i32) [[[0i64, 1i64], [1i64, 2i64]]] [7, 7] }

entry empties (a: []u32) (b: []i8) (c: []bool) =
  (u32.sum a, u32.product a, u32.maximum a, u32.minimum a,
   i8.sum b, i8.product b, i8.maximum b, i8.minimum b, and c, or c)

entry shapes [n] (xs: [n]i32) =
  let (evens, threes, rest) = partition2 (\x -> x % 2 == 0) (\x -> x % 3 == 0) xs
  in (unflatten (xs :> [2 * (n / 2)]i32), evens, threes, rest,
      tabulate_3d 1 2 2 (\i j k -> i + j + k), (rep 7 : [2]i32))
