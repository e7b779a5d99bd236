-- | Running sums of two arrays as a scan over records, projected with
-- `map (.x)` (issue 16's spellings of `scan_tuple`).
-- ==
-- random input { [10007]f32 [10007]f32 } auto output
def main [n] (xs: [n]f32) (ys: [n]f32) : ([n]f32, [n]f32) =
  let r = scan (\a b -> {x = a.x + b.x, y = a.y + b.y}) {x = 0, y = 0} (map2 (\x y -> {x, y}) xs ys)
  in (map (.x) r, map (.y) r)
