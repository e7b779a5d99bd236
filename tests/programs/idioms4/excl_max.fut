-- | Exclusive running maximum: the neutral element is `i32.lowest`, both
-- by concatenation and by tabulation.
-- ==
-- input { [3i32, -1i32, 4i32, 1i32] }
-- output { [-2147483648i32, 3i32, 3i32, 4i32] [-2147483648i32, 3i32, 3i32, 4i32] }
-- input { [5i32] } output { [-2147483648i32] [-2147483648i32] }
-- random input { [10007]i32 } auto output
def main [n] (xs: [n]i32) : ([n]i32, [n]i32) =
  let s = scan i32.max i32.lowest xs
  let a = sized n ([i32.lowest] ++ init s)
  let b = tabulate n (\i -> if i == 0 then i32.lowest else s[i-1])
  in (a, b)
