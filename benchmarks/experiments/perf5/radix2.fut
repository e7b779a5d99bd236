-- | An LSD radix sort of u32 keys, two bits a pass, as a user writes one
-- without a partition: each pass counts every key's digit among the keys
-- before it (a scan of 4-tuples of one-hot counts), the digits' totals
-- give where each digit's keys start, and a scatter puts each key at its
-- digit's start plus its rank (stable).
-- ==
-- random input { [10007]u32 } auto output
def main [n] (xs: [n]u32) : [n]u32 =
  loop xs for b in 0..<16 do
    let digit (x: u32) = i32.u32 ((x >> u32.i32 (2 * b)) & 3)
    let onehot (x: u32) =
      let d = digit x
      in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))
    let add (a0, a1, a2, a3) (b0, b1, b2, b3) : (i32, i32, i32, i32) = (a0 + b0, a1 + b1, a2 + b2, a3 + b3)
    let ranks = scan add (0, 0, 0, 0) (map onehot xs)
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let place (x: u32) (r0, r1, r2, r3) : i64 =
      i64.i32 (match digit x
               case 0 -> r0 - 1
               case 1 -> t0 + r1 - 1
               case 2 -> t0 + t1 + r2 - 1
               case _ -> t0 + t1 + t2 + r3 - 1)
    in scatter (copy xs) (map2 place xs ranks) xs
