-- Parallel code inside a recursive function called at host level: each
-- level maps over the array and recurses on its first half (the kernels
-- run from the host function the recursion became).
-- ==
-- input { [1f32, 2f32, 3f32, 4f32, 5f32, 6f32, 7f32, 8f32] }
-- output { 100f32 }
-- input { empty([0]f32) } output { 0f32 }

def level_sums [n] (xs: [n]f32) : f32 =
  if n == 0 then 0
  else let doubled = map (* 2) xs
       in f32.sum doubled + level_sums xs[:n / 2]

def main (xs: []f32) = level_sums xs
