-- Stable ranks of each key among the keys of its block with the same
-- digit, by a sequential loop whose one array read is a running count
-- (`c = seen[d]`, `seen with [d] = c + 1`): the row group counts each
-- thread's chunk of the iterations, scans the packed counts across the
-- group and replays the chunks in parallel (ir/rowgroup.h `rank_loop`).
-- The loops of `counter_decides` and of `rank_blocks.fut` (a scalar
-- carried beside the arrays) stay on one thread.
-- ==
-- random input { [1000]u32 } auto output
-- random input { [64]u32 } auto output
-- random input { [3]u32 } auto output
-- input { empty([0]u32) } auto output
-- input { [5u32, 3u32, 5u32, 12u32, 5u32] }
-- output { [0i64, 0i64, 1i64, 0i64, 2i64] [[0i64, 0i64, 0i64, 1i64, 1i64, 3i64, 0i64, 0i64]] }

def B = 64i64

def main [n] (xs: [n]u32) =
  let nb = (n + B - 1) / B
  let res =
    tabulate nb (\b ->
      let (seen, rs) =
        loop (seen, rs) = (replicate 8 0i64, replicate B 0i64) for j < B do
          let i = b * B + j
          in if i < n
             then let d = i64.u32 (xs[i] & 7)
                  let c = seen[d]
                  in (seen with [d] = c + 1, rs with [j] = c)
             else (seen, rs)
      in (rs, seen))
  let (ranks, counts) = unzip res
  in (take n (flatten ranks), counts)

-- Counters starting at 5, ten of them (not a multiple of four), i32; two
-- increments an iteration, one of them under a condition; a read of
-- another counter; more iterations than the group has threads.
-- ==
-- entry: two_counts
-- random input { [1000]u32 } auto output
-- random input { [300]u32 } auto output
-- input { empty([0]u32) } auto output

entry two_counts [n] (xs: [n]u32) =
  let M = 300i64
  let nb = (n + M - 1) / M
  let res =
    tabulate nb (\b ->
      let (seen, rs, ts) =
        loop (seen, rs, ts) = (replicate 10 5i32, replicate M (-1i32), replicate M 0i32) for j < M do
          let i = b * M + j
          in if i < n
             then let d = i64.u32 (xs[i] % 10)
                  let c = seen[d]
                  let seen = seen with [d] = c + 1
                  let e = (d + 3) % 10
                  let seen = if xs[i] % 3 == 0 then let c2 = seen[e] in seen with [e] = c2 + 1 else seen
                  let other = seen[(d + 1) % 10]
                  let ts = if c % 2 == 0 then ts with [j] = other else ts
                  in (seen, rs with [j] = c * 1000 + other, ts)
             else (seen, rs, ts)
      in (rs, ts, seen))
  let (rs, ts, counts) = unzip3 res
  in (flatten rs, flatten ts, counts)

-- The loop's count given at run time: up to 128 iterations count; the
-- larger counts (65536 and more) run on one thread (the packed 16-bit
-- counts could overflow), with the same result.
-- ==
-- entry: run_time_count
-- random input { [500]u32 100i64 } auto output
-- random input { [500]u32 128i64 } auto output
-- random input { [500]u32 70000i64 } auto output
-- random input { [500]u32 0i64 } auto output

entry run_time_count [n] (xs: [n]u32) (m: i64) =
  let P = 128i64
  let nb = (n + P - 1) / P
  let res =
    tabulate nb (\b ->
      let (seen, rs) =
        loop (seen, rs) = (replicate 16 0i64, replicate P 0i64) for j < m do
          let i = b * P + j
          in if j < P && i < n
             then let d = i64.u32 (xs[i] >> 28)
                  let c = seen[d]
                  in (seen with [d] = c + 1, rs with [j] = c + 1)
             else (seen, rs)
      in (rs, seen))
  let (rs, counts) = unzip res
  in (flatten rs, counts)

-- Whether a key counts depends on the counter (at most two of a digit):
-- not a rank loop, one thread runs it.
-- ==
-- entry: counter_decides
-- random input { [1000]u32 } auto output
-- input { [1u32, 1u32, 1u32, 2u32] } output { [1i64, 1i64, 0i64, 1i64] }

entry counter_decides [n] (xs: [n]u32) =
  let nb = (n + B - 1) / B
  let ks = tabulate nb (\b ->
       let (_, ks) =
         loop (seen, ks) = (replicate 4 0i64, replicate B 0i64) for j < B do
           let i = b * B + j
           in if i < n
              then let d = i64.u32 (xs[i] & 3)
                   let c = seen[d]
                   in if c < 2 then (seen with [d] = c + 1, ks with [j] = 1) else (seen, ks)
              else (seen, ks)
       in ks)
  in take n (flatten ks)
