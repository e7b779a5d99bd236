-- Scatters whose destination the digit placement writes entirely need no
-- initial values (backend/scan_fusion.cpp, digit_permutation): `copy xs`
-- or `replicate n 0` is then allocated, not filled.  The proof wants
-- one-hot counts of a digit masked to [0, K), places `start + rank - 1`
-- with each start the sum of the totals before its digit, in any order
-- of the digits.  Placements that miss a place keep the copy: its values
-- show where nothing was written.
-- ==
-- entry: digits_descending
-- input { [1u32, 3u32, 0u32, 2u32, 3u32] } output { [3u32, 3u32, 2u32, 1u32, 0u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [30000]u32 } auto output
-- entry: into_zeros
-- input { [6u32, 1u32, 4u32, 1u32] } output { [1u32, 1u32, 4u32, 6u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [25000]u32 } auto output
-- entry: shifted
-- input { [2u32, 0u32, 1u32, 3u32] } output { [0u32, 0u32, 1u32, 2u32] }
-- input { [1u32, 1u32, 0u32] } output { [0u32, 0u32, 1u32] }
-- random input { [5000]u32 } auto output
-- entry: three_way
-- input { [5i32, 0i32, 7i32, 2i32, 9i32] } output { [0i32, 5i32, 7i32, 9i32, 2i32] }
-- random input { [20000]i32 } auto output

-- Descending by one 2-bit digit: digit 3's keys first, then 2, 1, 0.
entry digits_descending [n] (xs: [n]u32) : [n]u32 =
  let d (x: u32) = i32.u32 (x & 3)
  let ranks = scan (\(a, b, c, e) (f, g, h, i) -> (a + f, b + g, c + h, e + i)) (0, 0, 0, 0)
                   (map (\x -> let k = d x in (i32.bool (k == 0), i32.bool (k == 1), i32.bool (k == 2), i32.bool (k == 3))) xs)
  let (t0, t1, t2, t3) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let at x (r0, r1, r2, r3) =
    i64.i32 (match d x
             case 3 -> r3 - 1
             case 2 -> t3 + r2 - 1
             case 1 -> t3 + t2 + r1 - 1
             case _ -> t3 + t2 + t1 + r0 - 1)
  let _ = t0
  in scatter (copy xs) (map2 at xs ranks) xs

-- A full sort, i64 counts, the destination `replicate n 0`.
entry into_zeros [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let d (x: u32) = i64.u32 ((x >> u32.i32 (2 * b)) & 3)
    let ranks = scan (\(a, b, c, e) (f, g, h, i) -> (a + f, b + g, c + h, e + i)) (0i64, 0i64, 0i64, 0i64)
                     (map (\x -> let k = d x in (i64.bool (k == 0), i64.bool (k == 1), i64.bool (k == 2), i64.bool (k == 3))) xs)
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let at x (r0, r1, r2, r3) =
      let k = d x
      in if k == 0 then r0 - 1 else if k == 1 then t0 + r1 - 1 else if k == 2 then t0 + t1 + r2 - 1 else t0 + t1 + t2 + r3 - 1
    in scatter (replicate n 0u32) (map2 at xs ranks) xs

-- Every key but digit 0's one place to the right: the last key falls off
-- the end and place t0 keeps the copy's value (not a permutation).
entry shifted [n] (xs: [n]u32) : [n]u32 =
  let d (x: u32) = i32.u32 (x & 3)
  let ranks = scan (\(a, b, c, e) (f, g, h, i) -> (a + f, b + g, c + h, e + i)) (0, 0, 0, 0)
                   (map (\x -> let k = d x in (i32.bool (k == 0), i32.bool (k == 1), i32.bool (k == 2), i32.bool (k == 3))) xs)
  let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let at x (r0, r1, r2, r3) =
    i64.i32 (match d x
             case 0 -> r0 - 1
             case 1 -> t0 + r1
             case 2 -> t0 + t1 + r2
             case _ -> t0 + t1 + t2 + r3)
  in scatter (copy (map (\_ -> 0u32) xs)) (map2 at xs ranks) xs

-- Three classes (zero, odd, even) by one pass of a 3-tuple: the class
-- is no masked digit, so the proof does not take it and the copy stays.
entry three_way [n] (xs: [n]i32) : [n]i32 =
  let c (x: i32) = if x == 0 then 0 else if x % 2 == 1 then 1 else 2
  let ranks = scan (\(a, b, e) (f, g, h) -> (a + f, b + g, e + h)) (0, 0, 0)
                   (map (\x -> let k = c x in (i32.bool (k == 0), i32.bool (k == 1), i32.bool (k == 2))) xs)
  let (t0, t1, _) = if n == 0 then (0, 0, 0) else ranks[n - 1]
  let at x (r0, r1, r2) =
    i64.i32 (match c x
             case 0 -> r0 - 1
             case 1 -> t0 + r1 - 1
             case _ -> t0 + t1 + r2 - 1)
  in scatter (copy xs) (map2 at xs ranks) xs
