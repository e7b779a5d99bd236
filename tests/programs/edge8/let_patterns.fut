-- let, lambda and loop patterns with wildcards, nested tuples, records
-- and type ascriptions.
-- ==
-- entry: nested
-- input { 1 } output { 1 4 6 }
-- entry: lambdas
-- input { [1, 2] [10, 20] } output { [11, 22] [1, 2] }
-- entry: loop_pat
-- input { 3i64 } output { 8 3i64 }
-- entry: records
-- input { 2f32 } output { 2f32 6f32 }

entry nested (x: i32) =
  let (a, _, (b, (c, _))) = (x, x + 1, (x + 3, (x + 5, x + 7)))
  let (_, _) = (a, b)
  in (a, b, c)
entry lambdas [n] (xs: [n]i32) (ys: [n]i32) =
  let ps = zip xs (zip ys xs)
  in (map (\(x, (y, _)) -> x + y) ps, map (\(_, (_, z)) -> z) ps)
entry loop_pat (n: i64) =
  let ((p, _), c: i64) = loop ((p, q), c) = ((1, 0), 0) for _i < n do ((p * 2, q), c + 1)
  in (p, c)
entry records (x: f32) =
  let {a, b = (_, c)} = {a = x, b = (x + 1, x * 3)}
  in (a, c)
