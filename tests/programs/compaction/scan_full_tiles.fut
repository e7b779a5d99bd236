-- The one-pass scan's full tiles (2048 elements on GPU profiles) load and
-- scatter without bounds tests, the last partial tile with them: scans,
-- a filter of indices and a partition at sizes on both sides of whole
-- tiles, with bodies that read arrays, checked against the interpreter.
-- ==
-- entry: running
-- input { 0i64 } output { empty([0]i64) }
-- input { 1i64 } auto output
-- input { 2048i64 } auto output
-- input { 2049i64 } auto output
-- input { 8191i64 } auto output
-- input { 8192i64 } auto output
-- entry: pairs
-- input { 1i64 } auto output
-- input { 4096i64 } auto output
-- input { 6145i64 } auto output
-- entry: indices
-- input { 0i64 } output { empty([0]i64) }
-- input { 2047i64 } auto output
-- input { 4096i64 } auto output
-- input { 10241i64 } auto output
-- entry: split
-- input { 2048i64 } auto output
-- input { 4097i64 } auto output
-- input { 12288i64 } auto output

def vals (n: i64) : [n]i64 = map (\i -> (i * 7919) % 1021 - 510) (iota n)

entry running (n: i64) : [n]i64 =
  let xs = vals n
  in scan (+) 0 (map (\i -> xs[i] * 3 + i % 5) (iota n))

entry pairs (n: i64) : ([n]i64, [n]i64) =
  let xs = vals n
  in unzip (scan (\(a, b) (c, d) -> (a + c, i64.max b d)) (0, i64.lowest) (zip xs (map (* 2) (reverse xs))))

entry indices (n: i64) : []i64 =
  let xs = vals n
  in filter (\i -> xs[i] > 200) (iota n)

entry split (n: i64) : [n]i64 =
  let xs = vals n
  let (lo, hi) = partition (\x -> x % 3 == 0) xs
  in lo ++ hi :> [n]i64
