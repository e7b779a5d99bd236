-- A dot product of unaligned slices of its inputs (offsets 1 and 3), and a
-- sum of absolute values: element reads through slices and maps.
-- ==
-- input { [1f32, 2f32, 3f32, 4f32, 5f32] [1f32, 1f32, 1f32, 2f32, 2f32, 2f32, 2f32] } output { 28f32 6f32 }
-- random input { [1003]f32 [1005]f32 } auto output
-- compiled random input { [100001]f32 [100003]f32 } auto output

def main (xs: []f32) (ys: []f32): (f32, f32) =
  let n = length xs - 1
  let a = xs[1:1 + n] :> [n]f32
  let b = ys[3:3 + n] :> [n]f32
  in (reduce (+) 0 (map2 (*) a b), reduce (+) 0 (map (\x -> f32.abs x) a) - reduce (+) 0 (map f32.abs b))
