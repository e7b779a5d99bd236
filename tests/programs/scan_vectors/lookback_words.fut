-- Counter scans whose groups publish their aggregates as packed words
-- (backend/kernel_codegen.cpp gen_scan_lookback, packed_agg) and their
-- inclusive prefixes whole: running counts of five vowels in a text
-- (rows of `i32.bool`, upper and lower case), six i64 class counters
-- (twelve 32-bit pieces a prefix, three words an aggregate) written back
-- whole, and a stable three-way partition by weights 0 to 3 with a
-- fused scatter.  Sizes over many groups (the look-back passes
-- aggregates and meets inclusive prefixes), a partial last tile, a tile
-- exactly, one element and none.
-- ==
-- entry: vowels
-- input { [104u8, 65u8, 105u8, 120u8, 85u8, 117u8, 111u8] }
-- output { [[0i32, 0i32, 0i32, 0i32, 0i32], [1i32, 0i32, 0i32, 0i32, 0i32],
--           [1i32, 0i32, 1i32, 0i32, 0i32], [1i32, 0i32, 1i32, 0i32, 0i32],
--           [1i32, 0i32, 1i32, 0i32, 1i32], [1i32, 0i32, 1i32, 0i32, 2i32],
--           [1i32, 0i32, 1i32, 1i32, 2i32]] }
-- random input { [1000003]u8 } auto output
-- random input { [100003]u8 } auto output
-- random input { [4096]u8 } auto output
-- input { [101u8] } output { [[0i32, 1i32, 0i32, 0i32, 0i32]] }
-- input { empty([0]u8) } output { empty([0][5]i32) }
-- ==
-- entry: classes6
-- input { [5i64, 0i64, 11i64, -1i64, 6i64] }
-- output { [0i64, 1i64, 1i64, 1i64, 2i64] [0i64, 0i64, 0i64, 0i64, 0i64]
--          [0i64, 0i64, 0i64, 0i64, 0i64] [0i64, 0i64, 0i64, 0i64, 0i64]
--          [0i64, 0i64, 0i64, 0i64, 0i64] [1i64, 1i64, 2i64, 3i64, 3i64] }
-- random input { [300007]i64 } auto output
-- random input { [8193]i64 } auto output
-- input { empty([0]i64) } output { empty([0]i64) empty([0]i64) empty([0]i64) empty([0]i64) empty([0]i64) empty([0]i64) }
-- ==
-- entry: split3
-- input { [4u32, 1u32, 6u32, 3u32, 8u32, 5u32] }
-- output { [4u32, 8u32, 1u32, 5u32, 6u32, 3u32] }
-- random input { [500009]u32 } auto output
-- random input { [4097]u32 } auto output
-- input { [9u32] } output { [9u32] }
-- input { empty([0]u32) } output { empty([0]u32) }

-- Each character's running count of a, e, i, o and u (either case), up
-- to and including it.
entry vowels [n] (text: [n]u8) : [n][5]i32 =
  let is (c: u8) (v: u8) = i32.bool (c == v || c == v - 32)
  let row (c: u8) = [is c 97, is c 101, is c 105, is c 111, is c 117]
  in scan (map2 (+)) (replicate 5 0) (map row text)

-- Six classes (x mod 6, non-negative), each a running i64 count.
entry classes6 [n] (xs: [n]i64) =
  let one (x: i64) (k: i64) : i64 = if x % 6 == k then 1 else 0
  let counts =
    scan (\(a0, a1, a2, a3, a4, a5) (b0, b1, b2, b3, b4, b5) ->
            (a0 + b0, a1 + b1, a2 + b2, a3 + b3, a4 + b4, a5 + b5))
         (0, 0, 0, 0, 0, 0)
         (map (\x -> (one x 0, one x 1, one x 2, one x 3, one x 4, one x 5)) xs)
  in (map (.0) counts, map (.1) counts, map (.2) counts, map (.3) counts, map (.4) counts, map (.5) counts)

-- Keys of weight 3 (x mod 4 = 0), then weight 1 (x mod 4 = 1), then the
-- rest, each class in its order: the weights are counted, a key's class
-- is the weight it carries.
entry split3 [n] (xs: [n]u32) : [n]u32 =
  let w (x: u32) : (i32, i32, i32) =
    match x % 4
    case 0 -> (3, 0, 0)
    case 1 -> (0, 1, 0)
    case _ -> (0, 0, 2)
  let ranks = scan (\(a, b, c) (d, e, f) -> (a + d, b + e, c + f)) (0, 0, 0) (map w xs)
  let (t0, t1, _) = if n == 0 then (0, 0, 0) else ranks[n - 1]
  let place (x: u32) (r0, r1, r2) : i64 =
    i64.i32 (match x % 4
             case 0 -> r0 / 3 - 1
             case 1 -> t0 / 3 + r1 - 1
             case _ -> t0 / 3 + t1 + r2 / 2 - 1)
  in scatter (copy xs) (map2 place xs ranks) xs
