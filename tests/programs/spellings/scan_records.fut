-- A scan over records of two sums, projected with `map (.x)`: the
-- projections are identity maps of the scan's results (ir/simplify.cpp),
-- so the program is the one scan kernel of `unzip (scan ... (zip xs ys))`.
-- ==
-- input { [1f32, 2f32, 3f32] [4f32, 5f32, 6f32] }
-- output { [1f32, 3f32, 6f32] [4f32, 9f32, 15f32] }
-- random input { [10007]f32 [10007]f32 } auto output
-- structure { SegScan 1 SegMap 0 }
def main [n] (xs: [n]f32) (ys: [n]f32) : ([n]f32, [n]f32) =
  let r = scan (\a b -> {x = a.x + b.x, y = a.y + b.y}) {x = 0, y = 0} (map2 (\x y -> {x, y}) xs ys)
  in (map (.x) r, map (.y) r)
