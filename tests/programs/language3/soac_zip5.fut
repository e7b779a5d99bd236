-- zip3..zip5, unzip3..unzip5 and map3..map5.
-- ==
-- input { [1, 2] [3, 4] [5, 6] [7, 8] [9, 10] }
-- output { [25, 30] [9, 10] [1, 2] [7, 8] [15, 18] [16, 20] }

entry main [n] (a: [n]i32) (b: [n]i32) (c: [n]i32) (d: [n]i32) (e: [n]i32) =
  let t5 = zip5 a b c d e
  let (_, _, _, _, e') = unzip5 t5
  let (a', _, _, d') = unzip4 (zip4 a b c d)
  let (_, _, _) = unzip3 (zip3 a b c)
  in (map5 (\v w x y z -> v + w + x + y + z) a b c d e, e', a', d',
      map3 (\x y z -> x + y + z) a c e, map4 (\w x y z -> w + x + y + z) a b c d)
