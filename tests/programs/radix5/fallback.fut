-- Scatters after a scan of one-hot counts that are not digit placements:
-- the ranked scatter's check fails in some or all work-groups and they
-- scatter directly (perf28).  A placement shifted by one (the last key
-- dropped, the first place kept), keys of one digit sent to one place
-- (duplicates: the test reads only the places nothing else writes), and
-- a placement that holds only in the groups without the key 0.
-- ==
-- entry: shifted
-- input { [3u32, 0u32, 1u32, 2u32] } output { [3u32, 0u32, 1u32, 2u32] }
-- random input { [5000]u32 } auto output
-- entry: digit_zero_first
-- input { [4u32, 1u32, 8u32, 2u32, 3u32] } output { [1u32, 2u32, 3u32] }
-- random input { [6000]u32 } auto output
-- entry: drop_some
-- input { [2u32, 0u32, 1u32, 3u32] } output { [2u32, 1u32, 2u32, 3u32] }
-- random input { [9000]u32 } auto output

def ranks [n] (b: i32) (ks: [n]u32) =
  let digit (x: u32) = i32.u32 ((x >> u32.i32 (2 * b)) & 3)
  in scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0)
          (map (\x -> let d = digit x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))) ks)

-- Every key one place further than its digit placement.
entry shifted [n] (xs: [n]u32) : [n]u32 =
  let rs = ranks 0 xs
  let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else rs[n - 1]
  let place (x: u32) (r0, r1, r2, r3) : i64 =
    i64.i32 (match i32.u32 (x & 3)
             case 0 -> r0
             case 1 -> t0 + r1
             case 2 -> t0 + t1 + r2
             case _ -> t0 + t1 + t2 + r3)
  in scatter (copy xs) (map2 place xs rs) xs

-- Digit 0's keys all to place n - 1 (duplicates there); the others to
-- their places among the keys of digits 1-3 in front.
entry digit_zero_first [n] (xs: [n]u32) : []u32 =
  let rs = ranks 0 xs
  let (_, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else rs[n - 1]
  let place (x: u32) (_, r1, r2, r3) : i64 =
    i64.i32 (match i32.u32 (x & 3)
             case 0 -> i32.i64 n - 1
             case 1 -> r1 - 1
             case 2 -> t1 + r2 - 1
             case _ -> t1 + t2 + r3 - 1)
  let ys = scatter (replicate n 0u32) (map2 place xs rs) xs
  let (_, t1', t2', t3') = if n == 0 then (0, 0, 0, 0) else rs[n - 1]
  in take (i64.i32 (t1' + t2' + t3')) ys

-- Keys divisible by 97 dropped (sent past the end); the others to their
-- digit placement.  Work-groups holding such a key fail the check.
entry drop_some [n] (xs: [n]u32) : [n]u32 =
  let rs = ranks 0 xs
  let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else rs[n - 1]
  let place (x: u32) (r0, r1, r2, r3) : i64 =
    if x % 97 == 0 then n
    else i64.i32 (match i32.u32 (x & 3)
                  case 0 -> r0 - 1
                  case 1 -> t0 + r1 - 1
                  case 2 -> t0 + t1 + r2 - 1
                  case _ -> t0 + t1 + t2 + r3 - 1)
  in scatter (copy xs) (map2 place xs rs) xs
