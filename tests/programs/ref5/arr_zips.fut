-- zip, zip2 .. zip5 and unzip .. unzip5.
-- ==
-- entry: zips
-- input { [1, 2] [3, 4] [5, 6] [7, 8] [9, 10] }
-- output { [25, 30] [4, 6] [9, 12] [16, 20] }
-- entry: unzips
-- input { [1, 2] }
-- output { [1, 2] [2, 4] [3, 6] [4, 8] [5, 10] [1, 2] [2, 4] }
-- entry: zip_empty
-- input { empty([0]i32) empty([0]bool) }
-- output { empty([0]i32) empty([0]bool) }

entry zips [n] (a: [n]i32) (b: [n]i32) (c: [n]i32) (d: [n]i32) (e: [n]i32) =
  (map (\(p, q, r, s, t) -> p + q + r + s + t) (zip5 a b c d e),
   map (\(p, q) -> p + q) (zip2 a b),
   map (\(p, q, r) -> p + q + r) (zip3 a b c),
   map (\(p, q, r, s) -> p + q + r + s) (zip4 a b c d))
entry unzips (a: []i32) =
  let (p, q, r, s, t) = unzip5 (map (\x -> (x, 2 * x, 3 * x, 4 * x, 5 * x)) a)
  let (u, v) = unzip (zip p q)
  in (p, q, r, s, t, u, v)
entry zip_empty [n] (a: [n]i32) (b: [n]bool) = unzip (zip a b)
