-- zip3, unzip3 and map3.
-- ==
-- input { [1i32, 2i32] [3i32, 4i32] [5i32, 6i32] } output { [9i32, 12i32] [1i32, 2i32] [3i32, 4i32] [5i32, 6i32] }

def main [n] (a: [n]i32) (b: [n]i32) (c: [n]i32) =
  let s = map3 (\x y z -> x + y + z) a b c
  let (x, y, z) = unzip3 (zip3 a b c)
  in (s, x, y, z)
