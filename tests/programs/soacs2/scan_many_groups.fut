-- Scans over many work-groups' tiles, several in a row: each result is
-- checked against its input element by element (a one-pass scan chains
-- the groups' prefixes; a wrong prefix shows as a wrong difference).
-- i32 sums in a loop of passes, i64 sums (values of two 32-bit words), an
-- f32 maximum, and a non-commutative tuple operator (segmented sums: a
-- bool and an i64) give the count of wrong elements of each.
-- ==
-- input { 100003i64 } output { 0i64 0i64 0i64 0i64 }
-- input { 4099i64 } output { 0i64 0i64 0i64 0i64 }
-- input { 1i64 } output { 0i64 0i64 0i64 0i64 }

def wrong (ok: []bool) : i64 = i64.sum (map (\b -> if b then 0 else 1) ok)

def main (n: i64) : (i64, i64, i64, i64) =
  let xs = map (\i -> i32.i64 ((i * 7919) % 13) - 6) (iota n)
  let bad32 =
    loop bad = 0i64 for k < 6 do
      let ys = scan (+) 0 (map (+ i32.i64 k) xs)
      let ok = map (\i -> ys[i] - (if i == 0 then 0 else ys[i - 1]) == xs[i] + i32.i64 k) (iota n)
      in bad + wrong ok
  let ws = map (\i -> (i * 104729) % 1000003 - 500000) (iota n)
  let zs = scan (+) 0 ws
  let bad64 = wrong (map (\i -> zs[i] - (if i == 0 then 0 else zs[i - 1]) == ws[i]) (iota n))
  let fs = map (\i -> f32.i64 ((i * 31337) % 10007)) (iota n)
  let ms = scan f32.max (-f32.inf) fs
  let badmax = wrong (map (\i -> ms[i] == (if i == 0 then fs[0] else f32.max ms[i - 1] fs[i])) (iota n))
  let flags = map (\i -> i % 777 == 0 || (i * 13) % 1001 == 5) (iota n)
  let (_, ss) =
    unzip (scan (\(f1, v1) (f2, v2) -> (f1 || f2, if f2 then v2 else v1 + v2)) (false, 0i64) (zip flags ws))
  let badseg =
    wrong (map (\i -> ss[i] == (if i == 0 || flags[i] then ws[i] else ss[i - 1] + ws[i])) (iota n))
  in (bad32, bad64, badmax, badseg)
