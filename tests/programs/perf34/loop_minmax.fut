-- Loops in a map's lambda folding by min or max from a constant become
-- reductions (ir/simplify.cpp, loop_as_reduce), the constant combined
-- after when it is not the operator's identity: floats from f32.lowest,
-- from 0 (a maximum clamped below) and from +inf, integers from their
-- extremes and from other constants, unsigned bytes, two accumulators in
-- one loop, NaNs (f32.max of a NaN and x is x), empty rows.
-- ==
-- entry: max_lowest max_zero min_inf
-- input { [[1f32, -2f32, 3f32], [-1f32, -5f32, -0.5f32]] } auto output
-- input { [[1f32, f32.nan, 3f32], [f32.nan, f32.nan, f32.nan]] } auto output
-- input { empty([2][0]f32) } auto output
-- random input { [37][101]f32 } auto output
-- compiled random input { [200][3001]f32 } auto output
-- structure { simplify:Loop 0 }

entry max_lowest [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop mx = f32.lowest for x in r do f32.max mx x) xss

entry max_zero [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop mx = 0 for x in r do f32.max x mx) xss

entry min_inf [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop mn = f32.inf for i < m do f32.min mn (r[i] * 2)) xss

-- ==
-- entry: int_extremes
-- input { [[1i32, -2i32, 3i32], [7i32, 7i32, -7i32]] } output { [3i32, 7i32] [-2i32, -7i32] }
-- input { empty([2][0]i32) } output { [-2147483648i32, -2147483648i32] [2147483647i32, 2147483647i32] }
-- random input { [37][101]i32 } auto output

entry int_extremes [n][m] (xss: [n][m]i32) : ([n]i32, [n]i32) =
  unzip (map (\r -> loop (a, b) = (i32.lowest, i32.highest) for x in r do (i32.max a x, i32.min x b)) xss)

-- ==
-- entry: int_const
-- input { [[1i32, -2i32, 3i32], [7i32, 7i32, 9i32]] } output { [-2i32, 5i32] }
-- input { empty([2][0]i32) } output { [5i32, 5i32] }

entry int_const [n][m] (xss: [n][m]i32) : [n]i32 =
  map (\r -> loop c = 5 for x in r do i32.min c x) xss

-- ==
-- entry: bytes
-- input { [[1u8, 200u8, 3u8], [0u8, 0u8, 0u8]] } output { [200u8, 7u8] }
-- random input { [37][101]u8 } auto output

entry bytes [n][m] (xss: [n][m]u8) : [n]u8 =
  map (\r -> loop mx = 7u8 for x in r do u8.max mx x) xss
