-- A loop whose state is a tuple of twelve components of mixed types,
-- including arrays and a nested tuple, at host level and in a map.
-- ==
-- entry: big
-- input { 0i64 } output { 0 1i64 2u8 3f32 false 5i16 6f64 [7, 7] 8u64 9i8 10 11 }
-- input { 3i64 } output { 3 4i64 5u8 9f32 true 2i16 48f64 [10, 10] 11u64 6i8 13 14 }
-- entry: in_map
-- input { [0i64, 1i64, 2i64] } output { [0, 1, 2] [0, 3, 6] [1f32, 2f32, 4f32] }

entry big (n: i64) =
  let (a, b, c, d, e, f, g, h, i, j, (k, l)) =
    loop (a, b, c, d, e, f, g, h, i, j, (k, l)) =
         (0i32, 1i64, 2u8, 3f32, false, 5i16, 6f64, [7i32, 7], 8u64, 9i8, (10i32, 11i32))
    for _it < n do
      (a + 1, b + 1, c + 1, d + 2, !e, f - 1, g * 2, map (+ 1) h, i + 1, j - 1, (k + 1, l + 1))
  in (a, b, c, d, e, f, g, h, i, j, k, l)

entry in_map (ns: []i64) =
  unzip3 (map (\n ->
    let (a, b, c, _, _, _, _, _, _, _) =
      loop (a, b, c, d, e, f, g, h, i, j) = (0, 0, 1f32, 0, 0, 0, 0, 0, 0, 0)
      for _k < n do (a + 1, b + 3, c * 2, d, e, f, g, h, i, j + a)
    in (a, b, c)) ns)
