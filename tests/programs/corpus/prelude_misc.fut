-- Prelude functions: spread, partition2, sized, null, reduce_comm,
-- scan with a non-commutative operator, bit operations, to_bits,
-- (<|), (<-<), flip, const, id, curry, uncurry.
-- ==
-- input { [1, 2, 3, 4, 5, 6] }
-- output { [0, 10, 0, 30] [3, 6] [1, 4] [2, 5] [1, 2, 3] false 2 1065353216u32 720 [1, 2, 3] 3 7 }

def main (xs: []i32) =
  let sp = spread 4 0 [1, 3, 7] [10, 30, 70]
  let (a, b, c) = partition2 (\x -> x % 3 == 0) (\x -> x % 3 == 1) xs
  let s = sized 3 (take 3 xs)
  let nl = null xs
  let pc = i32.popc 5
  let bits = f32.to_bits 1.0
  let prod = reduce_comm (*) 1 xs
  let f = flip (-) 1
  let g = uncurry (+)
  let h = curry (\(p: i32, q: i32) -> p * q)
  in (sp, a, b, c, s, nl, pc, bits, prod, map id (take 3 xs), f 4 + const 0 1, g (3, 4) + h 0 9)
