-- radix sort: 32 scatter passes in a loop.
-- ==
-- input { [2675342405u32, 3185950873u32, 4051686260u32, 2787324501u32, 3869338171u32, 486215926u32, 1059022248u32, 2335435112u32, 2465058629u32, 930847394u32, 1200367645u32, 3288765765u32] } output { [486215926u32, 930847394u32, 1059022248u32, 1200367645u32, 2335435112u32, 2465058629u32, 2675342405u32, 2787324501u32, 3185950873u32, 3288765765u32, 3869338171u32, 4051686260u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [1003]u32 } auto output
-- compiled random input { [100000]u32 } auto output

def radix_pass [n] (b: i32) (xs: [n]u32): [n]u32 =
  let bits = map (\x -> i64.u32 ((x >> u32.i32 b) & 1)) xs
  let zeros = map (\t -> 1 - t) bits
  let offs0 = scan (+) 0 zeros
  let nz = reduce (+) 0 zeros
  let offs1 = scan (+) 0 bits
  let is = map3 (\t o0 o1 -> if t == 0 then o0 - 1 else nz + o1 - 1) bits offs0 offs1
  in scatter (replicate n 0u32) is xs

def main [n] (xs: [n]u32) = loop xs for b < 32 do radix_pass b xs
