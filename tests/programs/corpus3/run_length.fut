-- Run-length encoding with flags, scan and scatter; decoding with
-- replicated segments.
-- ==
-- input { [1i32, 1i32, 2i32, 2i32, 2i32, 3i32, 1i32, 1i32] }
-- output { [1i32, 2i32, 3i32, 1i32] [2i64, 3i64, 1i64, 2i64] [1i32, 1i32, 2i32, 2i32, 2i32, 3i32, 1i32, 1i32] }

def rle [n] (xs: [n]i32) : ?[k].([k]i32, [k]i64) =
  let starts = map (\i -> i == 0 || xs[i] != xs[i - 1]) (iota n)
  let idx = scan (+) 0 (map i64.bool starts) |> map (\x -> x - 1)
  let k = if n == 0 then 0 else idx[n - 1] + 1
  let vals = scatter (replicate k 0) (map2 (\s i -> if s then i else -1) starts idx) xs
  let counts = hist (+) 0 k idx (replicate n 1)
  in (vals, counts)

def decode [k] (vals: [k]i32) (counts: [k]i64) : []i32 =
  let offs = exscan (+) 0 counts
  let total = i64.sum counts
  let flags = scatter (replicate total 0i64) offs (map (const 1) counts)
  let seg = scan (+) 0 flags |> map (\x -> x - 1)
  in map (\s -> vals[s]) seg

entry main (xs: []i32) =
  let (v, c) = rle xs
  in (v, c, decode v c)
