-- Block histograms of 64-bit integer sums: counts and small values go
-- through 32-bit local atomics (a value below 2^32 / m cannot overflow a
-- word of m of them), large and negative values through the 64-bit bins;
-- the result is their sum (wrapping as i64 and u64 addition does).
-- ==
-- random input { [1000]u32 } auto output
-- random input { [256]u32 } auto output
-- random input { [5]u32 } auto output
-- input { empty([0]u32) } auto output
-- input { [5u32, 3u32, 5u32, 4294967295u32] }
-- output { [[0i64, 0i64, 0i64, 1i64, 0i64, 2i64, 0i64, 1i64]]
--          [[7i64, 7i64, 7i64, 3i64, 7i64, -5i64, 7i64, -4294967289i64]]
--          [[0i64, 0i64, 0i64, 3i64, 0i64, 8589934592i64, 0i64, 4294967295i64]]
--          [[0u64, 0u64, 0u64, 3u64, 0u64, 0u64, 0u64, 4294967295u64]] }

def B = 256i64

def main [n] (xs: [n]u32) =
  let nb = (n + B - 1) / B
  let key (b: i64) (j: i64) : i64 =
    let i = b * B + j in if i < n then i64.u32 (xs[i] % 8) else -1
  let value (b: i64) (j: i64) : i64 =
    let i = b * B + j in if i < n then i64.u32 xs[i] else 0
  let counts = tabulate nb (\b -> hist (+) 0 8 (tabulate B (key b)) (replicate B 1i64))
  -- negative values: the 64-bit bins; 3: the words; starting at 7
  let mixed = tabulate nb (\b -> hist (+) 7 8 (tabulate B (key b))
                                   (tabulate B (\j -> let v = value b j in if v % 2 == 1 then -v - 1 else 3)))
  -- 2^32: the 64-bit bins; small values: the words
  let big = tabulate nb (\b -> hist (+) 0 8 (tabulate B (key b))
                                 (tabulate B (\j -> let v = value b j in if v == 5 then 1i64 << 32 else v)))
  let unsigned = tabulate nb (\b -> hist (+) 0 8 (tabulate B (key b))
                                      (tabulate B (\j -> let v = u64.i64 (value b j)
                                                          in if v == 5 then u64.highest / 2 + 1 else v)))
  in (counts, mixed, big, unsigned)
