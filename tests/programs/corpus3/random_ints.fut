-- Random integer inputs: segmented-style sums, sort by counting, and
-- bit tricks must agree between backends.
-- ==
-- random input { [300]u8 } auto output
-- random input { [7]u8 } auto output

entry main [n] (xs: [n]u8) =
  let counts = hist (+) 0 256 (map i64.u8 xs) (replicate n 1i64)
  let offsets = exscan (+) 0 counts
  let sorted = scatter (replicate n 0u8)
                       (map2 (\x i -> offsets[i64.u8 x] + i) xs
                             (map2 (\x j -> i64.sum (map (\k -> if k < j && xs[k] == x then 1 else 0) (iota n))) xs (iota n)))
                       xs
  let pop = map (\x -> u8.popc x) xs |> i32.sum
  let rev_bits = map (\x -> loop r = 0u8 for b < 8 do r | (((x >> u8.i32 b) & 1) << u8.i32 (7 - b))) xs
  in (sorted, pop, rev_bits, u8.maximum xs)
