-- | Dot product of two vectors generated from an index range, so that the
-- example needs no input file:  echo 10000000 | ./dot
-- ==
-- input { 4i64 } output { 5f32 }
-- input { 0i64 } output { 0f32 }

def dot [n] (xs: [n]f32) (ys: [n]f32): f32 =
  reduce (+) 0 (map2 (*) xs ys)

def main (n: i64): f32 =
  let xs = map (\i -> f32.i64 (i % 10)) (iota n)
  let ys = map (\i -> f32.i64 (i % 3)) (iota n)
  in dot xs ys
