-- Existential sizes: binding the size of a filter's result and returning
-- arrays of unknown size.
-- ==
-- input { [1, -2, 3, -4, 5] } output { 3i64 [1, 3, 5] [2, 6, 10] }

def positives (xs: []i32) : ?[k].[k]i32 = filter (> 0) xs

entry main (xs: []i32) =
  let [k] (ps: [k]i32) = positives xs
  let doubled : [k]i32 = map (* 2) ps
  in (k, ps, doubled)
