-- zip4, zip5, unzip4, unzip5, map4 and map5.
-- ==
-- input { [1i32, 2i32] [3i32, 4i32] [5i32, 6i32] [7i32, 8i32] [9i32, 10i32] } output { [25i32, 30i32] [1i32, 2i32] [9i32, 10i32] [16i32, 20i32] [7i32, 8i32] }

def main [n] (a: [n]i32) (b: [n]i32) (c: [n]i32) (d: [n]i32) (e: [n]i32) =
  let s = map5 (\v w x y z -> v + w + x + y + z) a b c d e
  let (p, _, _, _, q) = unzip5 (zip5 a b c d e)
  let t = map4 (\w x y z -> w + x + y + z) a b c d
  let (_, _, _, r) = unzip4 (zip4 a b c d)
  in (s, p, q, t, r)
