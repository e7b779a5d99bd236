-- Key-value sorts through the ranked scatter (perf28): u32 keys with i32,
-- f32 and i64 values (the i64 values need more local words than two bits
-- a pass has, so those stay direct scatters), an argsort, and pairs by
-- four bits a pass (16 one-hot counts: words enough for them); stable
-- among equal keys.
-- ==
-- entry: by_key_i32
-- input { [3u32, 1u32, 3u32, 0u32] [10i32, 20i32, 30i32, 40i32] } output { [0u32, 1u32, 3u32, 3u32] [40i32, 20i32, 10i32, 30i32] }
-- random input { [4099]u32 [4099]i32 } auto output
-- entry: by_key_f32
-- random input { [3000]u32 [3000]f32 } auto output
-- entry: by_key_i64
-- input { [2u32, 2u32, 1u32] [-1i64, 5000000000i64, 7i64] } output { [1u32, 2u32, 2u32] [7i64, -1i64, 5000000000i64] }
-- random input { [5000]u32 [5000]i64 } auto output
-- entry: argsort
-- input { [30u32, 10u32, 20u32, 10u32] } output { [1i64, 3i64, 2i64, 0i64] }
-- random input { [8200]u32 } auto output
-- entry: pairs_4bit
-- input { [300u32, 17u32, 300u32] [1i64, 2i64, 3i64] } output { [17u32, 300u32, 300u32] [2i64, 1i64, 3i64] }
-- random input { [2049]u32 [2049]i64 } auto output

def sort_by [n] 'v (ks: [n]u32) (vs: [n]v) : ([n]u32, [n]v) =
  loop (ks, vs) for b < 16 do
    let digit (x: u32) = i32.u32 ((x >> u32.i32 (2 * b)) & 3)
    let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0)
                     (map (\x -> let d = digit x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))) ks)
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let is = map2 (\x (r0, r1, r2, r3) ->
                     i64.i32 (match digit x
                              case 0 -> r0 - 1
                              case 1 -> t0 + r1 - 1
                              case 2 -> t0 + t1 + r2 - 1
                              case _ -> t0 + t1 + t2 + r3 - 1)) ks ranks
    in (scatter (copy ks) is ks, scatter (copy vs) is vs)

entry by_key_i32 [n] (ks: [n]u32) (vs: [n]i32) = sort_by ks vs
entry by_key_f32 [n] (ks: [n]u32) (vs: [n]f32) = sort_by ks vs
entry by_key_i64 [n] (ks: [n]u32) (vs: [n]i64) = sort_by ks vs
entry argsort [n] (ks: [n]u32) : [n]i64 = (sort_by ks (iota n)).1

entry pairs_4bit [n] (ks: [n]u32) (vs: [n]i64) : ([n]u32, [n]i64) =
  loop (ks, vs) for p < 8 do
    let digit (x: u32) = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
    let flags = map (\x -> let d = digit x in tabulate 16 (\j -> i32.bool (j == d))) ks
    let ranks = scan (map2 (+)) (replicate 16 0) flags
    let totals = if n == 0 then replicate 16 0 else ranks[n - 1]
    let starts = map2 (-) (scan (+) 0 totals) totals
    let is = map2 (\x (r: [16]i32) -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) ks ranks
    in (scatter (copy ks) is ks, scatter (copy vs) is vs)
