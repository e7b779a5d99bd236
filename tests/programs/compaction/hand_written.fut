-- Compaction written by hand, the way programs did before `filter`: flags,
-- an inclusive scan of their integer values, a scatter of the kept
-- elements to `offset - 1`, and the count from the scan's last element or
-- from a sum.  Several spellings: a fresh destination of the full size
-- (the rest keeps its initial value), the kept prefix taken with `take`,
-- the rejected elements written from the end, and a radix-sort step.
-- ==
-- entry: compact_take
-- random input { [0]f32 } auto output
-- random input { [2049]f32 } auto output
-- compiled random input { [100003]f32 } auto output
-- entry: compact_full
-- random input { [6001]i32 } auto output
-- compiled random input { [1000001]i32 } auto output
-- entry: split_ends
-- random input { [30011]i64 } auto output
-- entry: into_param
-- random input { [5000]i64 [5000]i64 } auto output
-- entry: radix_step
-- random input { [0]u32 } auto output
-- random input { [4097]u32 } auto output
-- compiled random input { [200003]u32 } auto output

entry compact_take [n] (xs: [n]f32): []f32 =
  let flags = map (> 0.5) xs
  let offs = scan (+) 0 (map i64.bool flags)
  let m = if n == 0 then 0 else offs[n - 1]
  let is = map2 (\f o -> if f then o - 1 else -1) flags offs
  in take m (scatter (replicate n 0f32) is xs)

-- The whole destination: kept elements first, then the initial zeros.
entry compact_full [n] (xs: [n]i32): [n]i32 =
  let flags = map (\x -> i64.bool (x % 3 == 1)) xs
  let offs = scan (+) 0 flags
  in scatter (replicate n 0i32) (map2 (\f o -> f * o - 1) flags offs) xs

-- Kept ones from the front, the others from the back (reversed).
entry split_ends [n] (xs: [n]i64): [n]i64 =
  let flags = map (\x -> x > 0) xs
  let offs = scan (+) 0 (map (\f -> if f then 1 else 0) flags)
  let is = map3 (\f o i -> if f then o - 1 else n - 1 - (i - o)) flags offs (iota n)
  in scatter (copy xs) is xs

-- One step of a binary radix sort on bit 3, by hand.
entry radix_step [n] (xs: [n]u32): [n]u32 =
  let bits = map (\x -> i64.u32 ((x >> 3) & 1)) xs
  let zeros = map (1 -) bits
  let offs0 = scan (+) 0 zeros
  let total0 = reduce (+) 0 zeros
  let idx = map3 (\b o i -> if b == 0 then o - 1 else total0 + i - o) bits offs0 (iota n)
  in scatter (replicate n 0u32) idx xs

-- Into a destination the caller gives (consumed): the kept elements over
-- its first places, the rest of it unchanged.
entry into_param [n] (dest: *[n]i64) (xs: [n]i64): [n]i64 =
  let flags = map (\x -> x > 0) xs
  let offs = scan (+) 0 (map i64.bool flags)
  in scatter dest (map2 (\f o -> if f then o - 1 else -1) flags offs) xs
