-- scatter by a permutation of random values (compared with the interpreter).
-- ==
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output
-- input { [1i32, 2i32, 3i32] } output { [1i32, 3i32, 2i32] }

def main [n] (xs: [n]i32) =
  let is = map (\i -> (i * 7919) % n) (iota n)
  in scatter (replicate n 0i32) is xs
