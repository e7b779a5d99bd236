-- SOACs over tuples of arrays of tuples: zip of an array of pairs with an
-- array of triples, reductions and scans on nested tuples.
-- ==
-- entry: nested_zip
-- input { [1, 2] [1.5f32, 2.5f32] [true, false] [3i64, 4i64] }
-- output { [2.5f32, 4.5f32] [3i64, 0i64] 3i64 }
-- entry: argmax
-- input { [3f32, 9f32, 9f32, 1f32] } output { 9f32 1i64 }
-- input { empty([0]f32) } output { -f32.inf -1i64 }
-- entry: seg_scan
-- input { [1, 2, 3, 4, 5] [true, false, true, false, false] } output { [1, 3, 3, 7, 12] }
-- input { empty([0]i32) empty([0]bool) } output { empty([0]i32) }

entry nested_zip [n] (a: [n]i32) (b: [n]f32) (c: [n]bool) (d: [n]i64) =
  let pairs = zip a b
  let triples = zip3 c d (map (\x -> (x, x)) a)
  let r = map2 (\(x, y) (f, z, (p, q)) -> (f32.i32 x + y, if f then z else i64.i32 (p - q), 1i64)) pairs triples
  let (s, t, u) = unzip3 r
  in (s, t, reduce (+) 0 u + 1)
entry argmax (xs: []f32) =
  reduce (\(a, i) (b, j) -> if a > b || (a == b && i < j) then (a, i) else (b, j))
         (-f32.inf, -1) (zip xs (indices xs))
  |> \(v, i) -> (v, if length xs == 0 then -1 else i)
entry seg_scan [n] (xs: [n]i32) (flags: [n]bool) =
  let op (f1, x1) (f2, x2) = (f1 || f2, if f2 then x2 else x1 + x2)
  in map (.1) (scan op (false, 0) (zip flags xs))
