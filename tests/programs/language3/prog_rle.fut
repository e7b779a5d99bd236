-- Run-length encoding of a byte string with flags and a scan.
-- ==
-- input { [97u8, 97u8, 97u8, 98u8, 99u8, 99u8] } output { [97u8, 98u8, 99u8] [3i64, 1i64, 2i64] }
-- input { [120u8] } output { [120u8] [1i64] }

entry main [n] (s: [n]u8) =
  let starts = tabulate n (\i -> i == 0 || s[i] != s[i - 1])
  let ids = scan (+) 0 (map i64.bool starts) |> map (\x -> x - 1)
  let k = if n == 0 then 0 else last ids + 1
  let counts = hist (+) 0 k ids (replicate n 1i64)
  let chars = filter (.1) (zip s starts) |> map (.0)
  in (chars, counts)
