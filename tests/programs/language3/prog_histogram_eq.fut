-- Histogram equalisation of 8-bit values: a histogram, its scan, and a
-- lookup.
-- ==
-- input { [0u8, 0u8, 1u8, 2u8, 2u8, 2u8, 3u8, 255u8] }
-- output { [63u8, 63u8, 95u8, 191u8, 191u8, 191u8, 223u8, 255u8] }

entry main [n] (img: [n]u8) : [n]u8 =
  let h = hist (+) 0 256 (map i64.u8 img) (replicate n 1i64)
  let cdf = scan (+) 0 h
  in map (\p -> u8.i64 ((cdf[i64.u8 p] * 255) / n)) img
