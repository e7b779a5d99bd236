-- Reductions whose operator is not known commutative, at sizes around
-- the one-pass kernel's group counts: on GPU profiles each group folds
-- about 32 elements a thread (8192 a group of 256), and the last group
-- reads the groups' partials in a transposed layout (R = ceil(G/256)
-- partials a lane), so 2.5M elements (305 groups, R = 2, not a multiple
-- of 256) and the scalar kernel (a length not a multiple of 4) matter.
-- argmax with the first index among equals, a 2x2 integer matrix
-- product (four i32 components, associative, not commutative) and the
-- last element that passes a test.
-- ==
-- random input { [1]f32 [1]i32 } auto output
-- random input { [1000]f32 [999]i32 } auto output
-- compiled random input { [100003]f32 [8193]i32 } auto output
-- compiled random input { [2500000]f32 [2500001]i32 } auto output
-- compiled random input { [2500001]f32 [2500000]i32 } auto output

def argmax [n] (xs: [n]f32) : (f32, i64) =
  reduce (\(x, i) (y, j) -> if x > y || (x == y && i < j) then (x, i) else (y, j))
         (f32.lowest, -1) (zip xs (iota n))

def matmul2 (a: i32, b: i32, c: i32, d: i32) (e: i32, f: i32, g: i32, h: i32) =
  (a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h)

def main (xs: []f32) (ys: []i32) =
  let (m, i) = argmax xs
  let (a, b, c, d) = reduce matmul2 (1, 0, 0, 1) (map (\y -> (1, y % 3, (y >> 3) % 2, 1)) ys)
  let last = reduce (\x y -> if y >= 0 then y else x) (-1) (map (\y -> if y % 7 == 0 then y else -1) ys)
  in (m, i, a, b, c, d, last)
