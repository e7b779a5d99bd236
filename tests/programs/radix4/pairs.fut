-- Key-value radix sorts, two bits a pass, as users spell the placement:
-- one index map shared by two scatters (`let is = ...`), a scatter of
-- zipped keys and values, the index computed inside each scatter's
-- `map2`, and values that are the keys' positions (an argsort).  The
-- keys are loaded once a pass; the destinations need no initial values.
-- ==
-- entry: sort_shared
-- input { [3u32, 1u32, 3u32, 0u32] [1i32, 2i32, 3i32, 4i32] } output { [0u32, 1u32, 3u32, 3u32] [4i32, 2i32, 1i32, 3i32] }
-- input { empty([0]u32) empty([0]i32) } output { empty([0]u32) empty([0]i32) }
-- random input { [10007]u32 [10007]i32 } auto output
-- random input { [4097]u32 [4097]i32 } auto output
-- entry: sort_zip
-- input { [9u32, 9u32, 2u32, 1u32, 0u32] [0.5f32, 1.5f32, 2.5f32, 3.5f32, 4.5f32] } output { [0u32, 1u32, 2u32, 9u32, 9u32] [4.5f32, 3.5f32, 2.5f32, 0.5f32, 1.5f32] }
-- random input { [10007]u32 [10007]f32 } auto output
-- entry: argsort
-- input { [30u32, 10u32, 20u32, 10u32] } output { [1i64, 3i64, 2i64, 0i64] }
-- input { [5u32] } output { [0i64] }
-- random input { [8193]u32 } auto output
-- entry: sort_i64_values
-- input { [2u32, 0u32, 1u32] [-1i64, 9223372036854775807i64, 7i64] } output { [0u32, 1u32, 2u32] [9223372036854775807i64, 7i64, -1i64] }
-- random input { [6000]u32 [6000]i64 } auto output

def digit2 (b: i32) (x: u32) : i32 = i32.u32 ((x >> u32.i32 (2 * b)) & 3)

def counts [n] (b: i32) (ks: [n]u32) =
  scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0)
       (map (\x -> let d = digit2 b x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))) ks)

entry sort_shared [n] (ks: [n]u32) (vs: [n]i32) : ([n]u32, [n]i32) =
  loop (ks, vs) for b < 16 do
    let ranks = counts b ks
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let is = map2 (\x (r0, r1, r2, r3) ->
                     i64.i32 (match digit2 b x
                              case 0 -> r0 - 1
                              case 1 -> t0 + r1 - 1
                              case 2 -> t0 + t1 + r2 - 1
                              case _ -> t0 + t1 + t2 + r3 - 1)) ks ranks
    in (scatter (copy ks) is ks, scatter (copy vs) is vs)

entry sort_zip [n] (ks: [n]u32) (vs: [n]f32) : ([n]u32, [n]f32) =
  loop (ks, vs) for b < 16 do
    let ranks = counts b ks
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let place (x: u32) (r0, r1, r2, r3) : i64 =
      let d = digit2 b x
      in if d == 0 then i64.i32 (r0 - 1)
         else if d == 1 then i64.i32 (t0 + r1 - 1)
         else if d == 2 then i64.i32 (t0 + t1 + r2 - 1)
         else i64.i32 (t0 + t1 + t2 + r3 - 1)
    let out = scatter (zip (copy ks) (copy vs)) (map2 place ks ranks) (zip ks vs)
    in unzip out

entry argsort [n] (ks: [n]u32) : [n]i64 =
  let (_, is) =
    loop (ks, is) = (ks, iota n) for b < 16 do
      let ranks = counts b ks
      let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
      let where = map2 (\x (r0, r1, r2, r3) ->
                          i64.i32 (match digit2 b x
                                   case 0 -> r0 - 1
                                   case 1 -> t0 + r1 - 1
                                   case 2 -> t0 + t1 + r2 - 1
                                   case _ -> t0 + t1 + t2 + r3 - 1)) ks ranks
      in (scatter (copy ks) where ks, scatter (copy is) where is)
  in is

entry sort_i64_values [n] (ks: [n]u32) (vs: [n]i64) : ([n]u32, [n]i64) =
  loop (ks, vs) for b < 16 do
    let ranks = counts b ks
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let place (x: u32) (r0, r1, r2, r3) : i64 =
      i64.i32 (match digit2 b x
               case 0 -> r0 - 1
               case 1 -> t0 + r1 - 1
               case 2 -> t0 + t1 + r2 - 1
               case _ -> t0 + t1 + t2 + r3 - 1)
    in (scatter (copy ks) (map2 place ks ranks) ks, scatter (copy vs) (map2 place ks ranks) vs)
