-- A stable rank of each key among the keys of its block with the same
-- digit, by a sequential loop over the block with a [16] count and a
-- [B] result as loop-carried arrays (one thread of a work-group per
-- block, the arrays in local memory), and a scalar carried beside them.
-- ==
-- random input { [1000]u32 } auto output
-- random input { [512]u32 } auto output
-- random input { [3]u32 } auto output
-- input { empty([0]u32) } auto output

def B = 128i64

def main [n] (xs: [n]u32) =
  let nb = (n + B - 1) / B
  let digit (x: u32) : i64 = i64.u32 (x & 15)
  let (ranks, ones) =
    unzip (tabulate nb (\b ->
      let (_, rs, k) =
        loop (seen, rs, k) = (replicate 16 0i64, replicate B 0i64, 0i64) for j < B do
          let i = b * B + j
          in if i < n
             then let d = digit xs[i]
                  let c = seen[d]
                  in (seen with [d] = c + 1, rs with [j] = c, if d == 1 then k + 1 else k)
             else (seen, rs, k)
      in (rs, k)))
  in (ranks, ones)
