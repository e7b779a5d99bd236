-- zip3/zip4/zip5 and their unzips, map4/map5.
-- ==
-- input { [1, 2] [3, 4] [5, 6] [7, 8] [9, 10] }
-- output { [25, 30] [1, 2] [9, 10] [12, 14] }

entry main [n] (a: [n]i32) (b: []i32) (c: []i32) (d: []i32) (e: []i32) =
  let b = b :> [n]i32
  let c = c :> [n]i32
  let d = d :> [n]i32
  let e = e :> [n]i32
  let (a', _, _, _, e') = unzip5 (zip5 a b c d e)
  let (_, _, c', d') = unzip4 (zip4 a b c d)
  in (map5 (\p q r s t -> p + q + r + s + t) a b c d e, a', e', map2 (+) c' d')
