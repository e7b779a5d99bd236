-- | The largest element and its first index, by a reduction of records
-- made by `map2`.
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : (f32, i64) =
  let best = reduce (\a b -> if a.v > b.v || (a.v == b.v && a.i < b.i) then a else b)
                    {v = f32.lowest, i = -1} (map2 (\v i -> {v, i}) xs (iota n))
  in (best.v, best.i)
