-- Less common SOACs and prelude functions: scan with tuples,
-- reduce with records, map over records, zip of records, filter on
-- tuples, partition2-style usage.
-- ==
-- input { [3, -1, 4, -1, 5] }
-- output { [3, 2, 6, 5, 10] 3 5 -1 [3, 4, 5] [-1, -1] }

def main (xs: []i32) =
  let sc = scan (+) 0 xs
  let cnt = reduce (+) 0 (map (\x -> if x > 0 then 1 else 0) xs)
  let mm = reduce (\a b -> {max = i32.max a.max b.max, min = i32.min a.min b.min})
                  {max = i32.lowest, min = i32.highest}
                  (map (\x -> {max = x, min = x}) xs)
  let (pos, neg) = partition (> 0) xs
  in (sc, cnt, mm.max, mm.min, pos, neg)
