-- Partitions whose two parts are concatenated: on GPU profiles a reduction
-- counts the kept elements first and the scan kernel writes both parts,
-- the rejected ones after the count in the kept part's buffer.  Every
-- part must keep its order (partition is stable); sizes around the scan
-- kernel's tile (4096 four-byte elements on GPU profiles), none or all
-- kept, empty inputs, and the spellings users write.
-- ==
-- entry: by_threshold
-- input { 0.5f32 empty([0]f32) } output { empty([0]f32) }
-- input { 0.5f32 [0.9f32, 0.1f32, 0.7f32, 0.2f32, 0.5f32] } output { [0.1f32, 0.2f32, 0.9f32, 0.7f32, 0.5f32] }
-- input { 2f32 [0.9f32, 0.1f32, 0.7f32] } output { [0.9f32, 0.1f32, 0.7f32] }
-- input { -1f32 [0.9f32, 0.1f32, 0.7f32] } output { [0.9f32, 0.1f32, 0.7f32] }
-- random input { 0.25f32 [4095]f32 } auto output
-- random input { 0.5f32 [4096]f32 } auto output
-- random input { 0.75f32 [4097]f32 } auto output
-- random input { 0.5f32 [12289]f32 } auto output
-- entry: two_filters
-- input { empty([0]i32) } output { empty([0]i32) }
-- input { [4i32, -3i32, 8i32, 5i32, 0i32, -1i32] } output { [4i32, 8i32, 0i32, -3i32, 5i32, -1i32] }
-- random input { [8191]i32 } auto output
-- entry: evens_first
-- input { 0i64 } output { empty([0]i64) }
-- input { 7i64 } output { [0i64, 2i64, 4i64, 6i64, 1i64, 3i64, 5i64] }
-- input { 9001i64 } auto output
-- entry: stable_pairs
-- input { [3i32, 1i32, 3i32, 2i32, 1i32] } output { [1i32, 2i32, 1i32, 3i32, 3i32] [1i64, 3i64, 4i64, 0i64, 2i64] }
-- random input { [5003]i32 } auto output
-- entry: rounds
-- input { 3i32 [1f64, 2f64, 3f64, 4f64, 5f64, 6f64] } output { [4f64, 6f64, 3f64, 2f64, 1f64, 5f64] }
-- random input { 5i32 [10000]f64 } auto output
-- entry: small_elems
-- input { [7i16, -2i16, 0i16, 9i16, -5i16] } output { [-2i16, -5i16, 7i16, 0i16, 9i16] }
-- random input { [6001]i16 } auto output
-- entry: flags
-- input { [true, false, false, true, true] } output { [true, true, true, false, false] }
-- random input { [4099]bool } auto output

-- The threshold is a scalar the predicate reads.
entry by_threshold [n] (t: f32) (xs: [n]f32) : [n]f32 =
  let (lo, hi) = partition (< t) xs
  in lo ++ hi :> [n]f32

-- `filter p xs ++ filter (not <-< p) xs`: the second scan is the first's
-- complement, fused as a partition.
entry two_filters [n] (xs: [n]i32) : [n]i32 =
  let even x = x % 2 == 0
  in filter even xs ++ filter (\x -> !(even x)) xs :> [n]i32

-- The elements computed from their index (the map fused into the scan).
entry evens_first (n: i64) : [n]i64 =
  let (es, os) = partition (\i -> i % 2 == 0) (iota n)
  in es ++ os :> [n]i64

-- A partition of pairs: the positions travel with the keys.
entry stable_pairs [n] (xs: [n]i32) : ([n]i32, [n]i64) =
  let (small, big) = partition (\(x, _) -> x < 3) (zip xs (iota n))
  let (ks, is) = unzip (small ++ big :> [n](i32, i64))
  in (ks, is)

-- Several rounds, each moving the multiples of its divisor first.
entry rounds [n] (k: i32) (xs: [n]f64) : [n]f64 =
  loop xs for r < k do
    let d = f64.i32 (r % 3 + 2)
    let (m, rest) = partition (\x -> f64.floor (x * 7) % d == 0) xs
    in m ++ rest :> [n]f64

-- Two-byte elements.
entry small_elems [n] (xs: [n]i16) : [n]i16 =
  let (neg, rest) = partition (< 0) xs
  in neg ++ rest :> [n]i16

-- Booleans partitioned by themselves.
entry flags [n] (bs: [n]bool) : [n]bool =
  let (ts, fs) = partition id bs
  in ts ++ fs :> [n]bool
