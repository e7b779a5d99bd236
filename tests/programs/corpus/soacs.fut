-- SOACs of the prelude: map variants, reduce, scan, filter, partition,
-- scatter, hist, reduce_by_index, zip/unzip, rotate, transpose, flatten.
-- ==
-- input { [3, 1, 4, 1, 5, 9, 2, 6] }
-- output { 31 [3, 4, 8, 9, 14, 23, 25, 31] [4, 2, 6] [3, 1, 1, 5, 9] 9 [0, 2, 1, 1, 1, 1, 1, 0, 0, 1] [12, 19] [[3, 4], [1, 1]] }

def main (xs: []i32) =
  let s = reduce (+) 0 xs
  let sc = scan (+) 0 xs
  let ev = filter (\x -> x % 2 == 0) xs
  let (odd, _) = partition (\x -> x % 2 == 1) xs
  let mx = reduce_comm i32.max i32.lowest xs
  let h = hist (+) 0 10 (map i64.i32 xs) (map (const 1) xs)
  let byparity = reduce_by_index (replicate 2 0) (+) 0 (map (\x -> i64.i32 (x % 2)) xs) xs
  let m = transpose [[3, 1], [4, 1]]
  in (s, sc, ev, odd, mx, h, byparity, m)
