-- A partition's two parts concatenated: on GPU profiles the kept part is
-- written into a buffer of n rows and the rejected part is appended to it
-- in place where the buffer has room; a longer result, or a kept part
-- used again, takes a fresh buffer.
-- ==
-- entry: sort1
-- input { 0i64 } output { empty([0]u32) }
-- input { 1i64 } auto output
-- input { 2049i64 } auto output
-- input { 6000i64 } auto output
-- entry: split_then
-- input { 0i64 } output { [42i64] }
-- input { 2048i64 } auto output
-- input { 5001i64 } auto output
-- entry: kept_twice
-- input { 0i64 } output { empty([0]i64) 0i64 }
-- input { 4097i64 } auto output

def keys (n: i64) : [n]u32 = map (\i -> u32.i64 ((i * 2654435761) % 4294967291)) (iota n)

-- A one-bit LSD radix sort: every pass a stable partition, both parts
-- concatenated.
entry sort1 (n: i64) : [n]u32 =
  loop xs = keys n for b < 32 do
    let (zeros, ones) = partition (\x -> (x >> u32.i32 b) & 1 == 0) xs
    in zeros ++ ones :> [n]u32

-- Three parts: more than the kept part's n rows.
entry split_then (n: i64) : []i64 =
  let xs = map (\i -> (i * 7919) % 1021 - 510) (iota n)
  let (neg, rest) = partition (< 0) xs
  in neg ++ rest ++ [42]

-- The kept part read again after the concatenation.
entry kept_twice (n: i64) : ([]i64, i64) =
  let xs = map (\i -> (i * 7919) % 1021 - 510) (iota n)
  let (neg, rest) = partition (< 0) xs
  let all = neg ++ rest
  in (all, i64.sum neg)
