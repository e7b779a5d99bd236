-- | Two matrices flattened and combined elementwise, unflattened back:
-- the nested map, then its row maxima.
-- ==
-- input { [[1i32, 5i32], [2i32, 3i32]] [[4i32, 0i32], [1i32, 1i32]] }
-- output { [[5i32, 5i32], [3i32, 4i32]] [5i32, 4i32] }
-- input { empty([0][2]i32) empty([0][2]i32) } output { empty([0][2]i32) empty([0]i32) }
-- random input { [64][33]i32 [64][33]i32 } auto output
def main [n][m] (a: [n][m]i32) (b: [n][m]i32) : ([n][m]i32, [n]i32) =
  let c = unflatten (map2 (+) (flatten a) (flatten b))
  in (c, map (reduce i32.max i32.lowest) c)
