-- | The exclusive scan read from the inclusive one at i - 1, the first
-- element the neutral one: defined for every size, the empty array too.
-- ==
-- input { [3i32, 1i32, 4i32, 1i32, 5i32] } output { [0i32, 3i32, 4i32, 8i32, 9i32] }
-- input { [7i32] } output { [0i32] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- random input { [10007]i32 } auto output
def main [n] (xs: [n]i32) : [n]i32 =
  let s = scan (+) 0 xs
  in tabulate n (\i -> if i == 0 then 0 else s[i-1])
