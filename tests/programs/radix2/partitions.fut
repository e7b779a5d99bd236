-- One-bit radix sorts built from partitions and filters, as users write
-- them: `partition` on the keys, `partition` on key-value pairs, two
-- filters of complementary predicates, and a scatter to offsets from an
-- exclusive scan of the flags (the ones after the zeros); a 3-way
-- `partition2` pass of a base-3 sort.  Each pass is a look-back scan.
-- ==
-- entry: by_partition by_filters by_scan
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [5u32, 3u32, 4294967295u32, 0u32, 3u32] } output { [0u32, 3u32, 3u32, 5u32, 4294967295u32] }
-- random input { [9000]u32 } auto output
-- random input { [4097]u32 } auto output
-- entry: pairs
-- input { [2u32, 1u32, 2u32, 0u32] [1i64, 2i64, 3i64, 4i64] } output { [0u32, 1u32, 2u32, 2u32] [4i64, 2i64, 1i64, 3i64] }
-- random input { [8193]u32 [8193]i64 } auto output
-- entry: base3
-- input { [8i32, 0i32, 26i32, 3i32, 13i32] } output { [0i32, 3i32, 8i32, 13i32, 26i32] }
-- random input { [5000]i32 } auto output

entry by_partition [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let (zs, os) = partition (\x -> (x >> u32.i32 b) & 1 == 0) xs
    in zs ++ os :> [n]u32

entry by_filters [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let one x = (x >> u32.i32 b) & 1 == 1
    in filter (not <-< one) xs ++ filter one xs :> [n]u32

entry by_scan [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let bits = map (\x -> i64.u32 ((x >> u32.i32 b) & 1)) xs
    let ones_before = map2 (-) (scan (+) 0 bits) bits
    let zeros = n - reduce (+) 0 bits
    let is = map3 (\i bit o -> if bit == 1 then zeros + o else i - o) (iota n) bits ones_before
    in scatter (copy xs) is xs

entry pairs [n] (ks: [n]u32) (vs: [n]i64) : ([n]u32, [n]i64) =
  let kvs = loop kvs = zip ks vs for b < 32 do
    let (zs, os) = partition (\(k, _) -> (k >> u32.i32 b) & 1 == 0) kvs
    in zs ++ os :> [n](u32, i64)
  in unzip kvs

-- Keys in [0, 3^7): seven base-3 passes of a stable 3-way split.
entry base3 [n] (xs: [n]i32) : [n]i32 =
  let ys = map (\x -> x % 2187) xs
  let ys = map (\y -> if y < 0 then y + 2187 else y) ys
  in loop ys for p < 7 do
       let pw = loop pw = 1 for _i < p do pw * 3
       let (a, b, c) = partition2 (\y -> (y / pw) % 3 == 0) (\y -> (y / pw) % 3 == 1) ys
       in a ++ b ++ c :> [n]i32
