-- `let [n] p = e` where the pattern's annotation names the size through
-- a type abbreviation (here of an array of tuples).
-- ==
-- entry: sizes
-- input { [5, -1, 7, -3] } output { 2i64 2i64 }

type pairs [k] = [k](i32, bool)

def positives (xs: []i32) : ?[k].[k]i32 = filter (> 0) xs

entry sizes (xs: []i32) : (i64, i64) =
  let [m] ps : pairs[m] = map (\x -> (x, true)) (positives xs)
  let [q] (_, qs) : (i64, pairs[q]) = (m, ps)
  in (m, length qs + q - m)
