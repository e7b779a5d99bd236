-- | An LSD radix sort of u32 keys, one bit a pass, each pass a stable
-- `partition`.
-- ==
-- random input { [10007]u32 } auto output
def main [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let (zeros, ones) = partition (\x -> (x >> u32.i32 b) & 1 == 0) xs
    in zeros ++ ones :> [n]u32
