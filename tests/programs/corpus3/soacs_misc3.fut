-- partition2, map4/map5, zip3/unzip3, reduce_by_index_2d, filter on
-- records, hist on tuples.
-- ==
-- input { [1i32, 5i32, 12i32, 3i32, 20i32, 8i32] }
-- output { [1i32, 3i32] [5i32, 8i32] [12i32, 20i32] [14i32, 30i32, 58i32, 22i32, 90i32, 42i32] [[1i32, 32i32], [3i32, 13i32]] [2i64, 4i64] 20i32 4i64 }

entry main [n] (xs: [n]i32) =
  let (small, mid, big) = partition2 (< 5) (< 10) xs
  let m5 = map5 (\a b c d e -> a + b + c + d + e) xs xs xs xs (replicate n 10)
  let (as, bs, cs) = unzip3 (zip3 xs (iota n) (map (> 4) xs))
  let r2 = reduce_by_index_2d (replicate 2 (replicate 2 0)) (+) 0
             (map (\i -> (i % 2, if as[i] > 4 then 1 else 0)) (iota n)) as
  let recs = map2 (\x i -> {v = x, i}) xs (iota n)
  let sel = filter (\r -> r.v > 10) recs
  let best = hist (\(a, i) (b, j) -> if a >= b then (a, i) else (b, j)) (i32.lowest, -1) 1
               (replicate n 0) (zip xs (iota n))
  let _ = bs
  let _ = cs
  in (small, mid, big, m5, r2, map (.i) sel, best[0].0, best[0].1)
