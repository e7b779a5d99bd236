-- | An LSD radix sort of u32 keys, four bits a pass, as most users write
-- it without blocks: each pass takes the 16-bin histogram of the digit
-- over the whole array (`hist`), an exclusive scan of it for where each
-- digit's keys start, each key's rank among the keys of its digit before
-- it by a scan of one-hot rows, and one scatter (stable).
-- ==
-- random input { [10007]u32 } auto output
-- random input { [256]u32 } auto output
-- input { [3u32, 1u32, 2u32] } output { [1u32, 2u32, 3u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
def main [n] (xs: [n]u32) : [n]u32 =
  loop xs for p < 8 do
    let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
    let counts = hist (+) 0 16 (map digit xs) (replicate n 1i32)
    let starts = map2 (-) (scan (+) 0 counts) counts
    let flags = map (\x -> let d = digit x in tabulate 16 (\k -> i32.bool (k == d))) xs
    let ranks = scan (map2 (+)) (replicate 16 0) flags
    let place (x: u32) (r: [16]i32) : i64 = let d = digit x in i64.i32 (starts[d] + r[d] - 1)
    in scatter (copy xs) (map2 place xs ranks) xs
