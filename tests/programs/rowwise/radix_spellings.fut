-- LSD radix sorts of u32 keys in the spellings users write: a block-wise
-- sort whose stable placement is a loop with a running count per digit
-- (a rank loop of a row group, ir/rowgroup.h), the ranks by a scan of
-- one-hot digit flags, and one-bit passes by a scan of flags, by
-- `partition` and by `filter ++ filter`.  Every entry sorts.
-- ==
-- random input { [3000]u32 } auto output
-- random input { [128]u32 } auto output
-- random input { [1]u32 } auto output
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [9u32, 4294967295u32, 0u32, 9u32, 7u32] }
-- output { [0u32, 7u32, 9u32, 9u32, 4294967295u32] }

-- Blocks of 128 keys, two bits a pass: per-block histograms, their
-- digit-major scan, each block's keys placed by a loop.
def main [n] (xs: [n]u32) : [n]u32 =
  let B = 128i64
  let nb = (n + B - 1) / B
  in loop xs for p < 16 do
       let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (2 * p)) & 3)
       let hists = tabulate nb (\b -> hist (+) 0 4 (tabulate B (\j -> let i = b * B + j
                                                                        in if i < n then digit xs[i] else 4))
                                                  (replicate B 1i64))
       let counts = flatten (transpose hists)
       let starts = unflatten (map2 (-) (scan (+) 0 counts) counts :> [4 * nb]i64)
       let places =
         tabulate nb (\b ->
           let (_, ps) =
             loop (seen, ps) = (replicate 4 0i64, replicate B (-1i64)) for j < B do
               let i = b * B + j
               in if i >= n then (seen, ps)
                  else let d = digit xs[i]
                       let c = seen[d]
                       in (seen with [d] = c + 1, ps with [j] = starts[d, b] + c)
           in ps)
       in scatter (copy xs) (take n (flatten places)) xs

-- ==
-- entry: onehot_scan
-- random input { [3000]u32 } auto output
-- input { [9u32, 4294967295u32, 0u32, 9u32, 7u32] }
-- output { [0u32, 7u32, 9u32, 9u32, 4294967295u32] }

-- Two bits a pass: each key's rank among its digit's keys by a scan of
-- one-hot 4-tuples, the digits' starts from the totals.
entry onehot_scan [n] (xs: [n]u32) : [n]u32 =
  loop xs for p < 16 do
    let digit (x: u32) : i32 = i32.u32 ((x >> u32.i32 (2 * p)) & 3)
    let onehot (x: u32) = let d = digit x
                          in (i64.bool (d == 0), i64.bool (d == 1), i64.bool (d == 2), i64.bool (d == 3))
    let add (a0, a1, a2, a3) (b0, b1, b2, b3) : (i64, i64, i64, i64) = (a0 + b0, a1 + b1, a2 + b2, a3 + b3)
    let r = scan add (0, 0, 0, 0) (map onehot xs)
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else r[n - 1]
    let place (x: u32) (c0, c1, c2, c3) =
      match digit x
      case 0 -> c0 - 1
      case 1 -> t0 + c1 - 1
      case 2 -> t0 + t1 + c2 - 1
      case _ -> t0 + t1 + t2 + c3 - 1
    in scatter (copy xs) (map2 place xs r) xs

-- ==
-- entry: scan_flags
-- random input { [3000]u32 } auto output
-- input { [9u32, 4294967295u32, 0u32, 9u32, 7u32] }
-- output { [0u32, 7u32, 9u32, 9u32, 4294967295u32] }

-- One bit a pass: the zeros' places by a scan of their flags, the ones'
-- after all the zeros.
entry scan_flags [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let zero (x: u32) = (x >> u32.i32 b) & 1 == 0
    let zs = scan (+) 0 (map (\x -> i64.bool (zero x)) xs)
    let nz = if n == 0 then 0 else zs[n - 1]
    let dest = map3 (\x z i -> if zero x then z - 1 else nz + i - z) xs zs (iota n)
    in scatter (copy xs) dest xs

-- ==
-- entry: by_partition by_filter
-- random input { [3000]u32 } auto output
-- input { [9u32, 4294967295u32, 0u32, 9u32, 7u32] }
-- output { [0u32, 7u32, 9u32, 9u32, 4294967295u32] }

entry by_partition [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let (zeros, ones) = partition (\x -> (x >> u32.i32 b) & 1 == 0) xs
    in zeros ++ ones :> [n]u32

entry by_filter [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let bit (x: u32) = (x >> u32.i32 b) & 1
    in filter (\x -> bit x == 0) xs ++ filter (\x -> bit x == 1) xs :> [n]u32
