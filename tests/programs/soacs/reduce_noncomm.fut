-- A non-commutative (but associative) operator keeps the order.
-- ==
-- input { [1i32, 2i32, 3i32] [4i32, 5i32, 6i32] } output { 1i32 0i32 }
-- random input { [1003]i32 [1003]i32 } auto output
-- compiled random input { [100000]i32 [100000]i32 } auto output

-- Composition of affine maps x -> a*x + b.
def main [n] (as: [n]i32) (bs: [n]i32) =
  reduce (\(a1, b1) (a2, b2) -> (a1 * a2, b1 * a2 + b2)) (1, 0) (zip (map (\a -> a % 2 * 2 - 1) as) bs)
  |> \(a, b) -> (a * a, b % 7)
