-- | An LSD radix sort of u32 keys, four bits a pass, as the textbook GPU
-- sort does it: the keys in blocks of 256; each pass takes every block's
-- 16-bin histogram of the digit (`hist`), scans the histograms in
-- digit-major order (digit 0 of every block, then digit 1, ...) so that
-- each block knows where its keys of each digit start, and each block then
-- places its keys in order (a count per digit), for one scatter (stable).
-- ==
-- random input { [10007]u32 } auto output
-- random input { [256]u32 } auto output
-- input { [3u32, 1u32, 2u32] } output { [1u32, 2u32, 3u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
def main [n] (xs: [n]u32) : [n]u32 =
  let B = 256i64
  let nb = (n + B - 1) / B
  in loop xs for p < 8 do
       let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
       -- digit 16 marks the padding past n: hist drops it
       let block_digits (b: i64) =
         tabulate B (\j -> let i = b * B + j in if i < n then digit xs[i] else 16)
       let hists = tabulate nb (\b -> hist (+) 0 16 (block_digits b) (replicate B 1i64))
       let counts = flatten (transpose hists)
       let starts = unflatten (map2 (-) (scan (+) 0 counts) counts :> [16 * nb]i64)
       let places =
         tabulate nb (\b ->
           let (_, ps) =
             loop (seen, ps) = (replicate 16 0i64, replicate B 0i64) for j < B do
               let i = b * B + j
               in if i < n
                  then let d = digit xs[i]
                       let c = seen[d]
                       in (seen with [d] = c + 1, ps with [j] = starts[d, b] + c)
                  else (seen, ps)
           in ps)
       let places = flatten places
       in scatter (copy xs) (tabulate n (\i -> places[i])) xs
