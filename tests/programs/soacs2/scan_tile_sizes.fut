-- Scans of i32, f32, i64 and u8 at sizes around the one-pass scan's tiles
-- (2048 and 4096 elements a work-group on GPU profiles) and past 33 groups
-- (the look-back reads 32 predecessors at a time): each result is checked
-- against its input element by element and the count of wrong elements
-- of each is returned.
-- ==
-- input { 0i64 } output { 0i64 0i64 0i64 0i64 0i64 }
-- input { 1i64 } output { 0i64 0i64 0i64 0i64 0i64 }
-- input { 2047i64 } output { 0i64 0i64 0i64 0i64 0i64 }
-- input { 2049i64 } output { 0i64 0i64 0i64 0i64 0i64 }
-- input { 4095i64 } output { 0i64 0i64 0i64 0i64 0i64 }
-- input { 4096i64 } output { 0i64 0i64 0i64 0i64 0i64 }
-- input { 4097i64 } output { 0i64 0i64 0i64 0i64 0i64 }
-- input { 8193i64 } output { 0i64 0i64 0i64 0i64 0i64 }
-- input { 139265i64 } output { 0i64 0i64 0i64 0i64 0i64 }

def wrong (ok: []bool) : i64 = i64.sum (map (\b -> if b then 0 else 1) ok)

def main (n: i64) : (i64, i64, i64, i64, i64) =
  let xs = map (\i -> i32.i64 ((i * 7919) % 23) - 11) (iota n)
  let ys = scan (+) 0 xs
  let bad32 = wrong (map (\i -> ys[i] - (if i == 0 then 0 else ys[i - 1]) == xs[i]) (iota n))
  let fs = map (\i -> f32.i64 ((i * 31337) % 10007) - 5000) (iota n)
  let ms = scan f32.max (-f32.inf) fs
  let badmax = wrong (map (\i -> ms[i] == (if i == 0 then fs[0] else f32.max ms[i - 1] fs[i])) (iota n))
  let ws = map (\i -> (i * 104729) % 1000003 - 500000) (iota n)
  let zs = scan (+) 0 ws
  let bad64 = wrong (map (\i -> zs[i] - (if i == 0 then 0 else zs[i - 1]) == ws[i]) (iota n))
  let bs = map (\i -> u8.i64 ((i * 13) % 251)) (iota n)
  let cs = scan (+) 0u8 bs
  let bad8 = wrong (map (\i -> cs[i] - (if i == 0 then 0 else cs[i - 1]) == bs[i]) (iota n))
  let es = scan (+) 0 (map (\x -> if x > 0 then 1i32 else 0) xs)
  let ex = map (\i -> if i == 0 then 0 else es[i - 1]) (iota n)
  let badex = wrong (map (\i -> es[i] - ex[i] == (if xs[i] > 0 then 1 else 0)) (iota n))
  in (bad32, badmax, bad64, bad8, badex)
