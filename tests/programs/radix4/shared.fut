-- One index map shared by several scatters where not every reader can be
-- fused, or where the scan is read elsewhere too: the sorts stay right.
-- ==
-- entry: pairs_and_ranks
-- input { [2u32, 0u32, 2u32, 1u32] [10i32, 20i32, 30i32, 40i32] } output { [0u32, 1u32, 2u32, 2u32] [20i32, 40i32, 10i32, 30i32] [1i32, 1i32, 2i32, 0i32] }
-- random input { [5003]u32 [5003]i32 } auto output
-- entry: three_scatters
-- input { [1u32, 0u32, 3u32] [1f32, 2f32, 3f32] [7i64, 8i64, 9i64] } output { [0u32, 1u32, 3u32] [2f32, 1f32, 3f32] [8i64, 7i64, 9i64] }
-- random input { [4099]u32 [4099]f32 [4099]i64 } auto output
-- entry: index_kept_too
-- input { [3u32, 2u32, 1u32, 0u32] } output { [0u32, 1u32, 2u32, 3u32] [3i64, 2i64, 1i64, 0i64] }
-- random input { [3000]u32 } auto output
-- entry: dest_read_between
-- input { [1u32, 0u32] [5i32, 6i32] } output { [0u32, 1u32] [6i32, 5i32] 11i32 }
-- random input { [2000]u32 [2000]i32 } auto output

def digit (x: u32) : i32 = i32.u32 (x & 3)

def place [n] (ks: [n]u32) =
  let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0)
                   (map (\x -> let d = digit x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))) ks)
  let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let is = map2 (\x (r0, r1, r2, r3) ->
                   i64.i32 (match digit x
                            case 0 -> r0 - 1
                            case 1 -> t0 + r1 - 1
                            case 2 -> t0 + t1 + r2 - 1
                            case _ -> t0 + t1 + t2 + r3 - 1)) ks ranks
  in (ranks, is)

-- One pass of a sort on the low two bits, with each digit's count (the
-- scan read again after the scatters).
entry pairs_and_ranks [n] (ks: [n]u32) (vs: [n]i32) : ([n]u32, [n]i32, [4]i32) =
  let (ranks, is) = place ks
  let (c0, c1, c2, c3) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let counts = [c0, c1, c2, c3]
  let counts = if n == 4 then counts else map (\c -> i32.bool (c > 0)) counts
  in (scatter (copy ks) is ks, scatter (copy vs) is vs, counts)

entry three_scatters [n] (ks: [n]u32) (fs: [n]f32) (ls: [n]i64) : ([n]u32, [n]f32, [n]i64) =
  let (_, is) = place ks
  in (scatter (copy ks) is ks, scatter (copy fs) is fs, scatter (copy ls) is ls)

-- The index map is also a result.
entry index_kept_too [n] (ks: [n]u32) : ([n]u32, [n]i64) =
  let (_, is) = place ks
  in (scatter (copy ks) is ks, is)

-- The values' destination is read between the two scatters: that scatter
-- cannot be fused, so neither shares the map.
entry dest_read_between [n] (ks: [n]u32) (vs: [n]i32) : ([n]u32, [n]i32, i32) =
  let (_, is) = place ks
  let dst = copy vs
  let a = scatter (copy ks) is ks
  let s = reduce (+) 0 dst
  in (a, scatter dst is vs, s)
