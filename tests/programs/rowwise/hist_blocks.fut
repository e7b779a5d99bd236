-- Histograms of blocks written over block indices (no row parameter):
-- bins in local memory with atomic adds (i64, u32) or a compare-and-swap
-- loop (i32.max, f32 +), keys past the end dropped as out of range.
-- ==
-- random input { [1000]u32 } auto output
-- random input { [256]u32 } auto output
-- random input { [1]u32 } auto output
-- input { empty([0]u32) } auto output
-- input { [5u32, 3u32, 5u32, 130u32] }
-- output { [[0i64, 0i64, 1i64, 1i64, 0i64, 2i64, 0i64, 0i64]]
--          [[0u32, 0u32, 130u32, 3u32, 0u32, 10u32, 0u32, 0u32]]
--          [[-2147483648, -2147483648, 130, 3, -2147483648, 5, -2147483648, -2147483648]]
--          [[0f32, 0f32, 1.5f32, 1.5f32, 0f32, 3f32, 0f32, 0f32]] }

def B = 256i64

def main [n] (xs: [n]u32) =
  let nb = (n + B - 1) / B
  let key (b: i64) (j: i64) : i64 =
    let i = b * B + j in if i < n then i64.u32 (xs[i] % 8) else -1
  let value (b: i64) (j: i64) : u32 =
    let i = b * B + j in if i < n then xs[i] else 0
  let counts = tabulate nb (\b -> hist (+) 0 8 (tabulate B (key b)) (replicate B 1i64))
  let sums = tabulate nb (\b -> hist (+) 0 8 (tabulate B (key b)) (tabulate B (value b)))
  let maxs = tabulate nb (\b -> hist i32.max i32.lowest 8 (tabulate B (key b)) (map i32.u32 (tabulate B (value b))))
  let fsum = tabulate nb (\b -> hist (+) 0 8 (tabulate B (key b)) (replicate B 1.5f32))
  in (counts, sums, maxs, fsum)
