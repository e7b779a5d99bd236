-- Anonymous parameter sizes are inferred, so `[]` parameters that the
-- body combines elementwise are the same size, as Futhark infers them.
-- Arguments of different sizes are then a run-time error of the call.
-- ==
-- input { [1f32, 2f32, 3f32] [10f32, 20f32, 30f32] }
-- output { [11f32, 22f32, 33f32] [10f32, 40f32, 90f32] 6i64 }
-- input { empty([0]f32) empty([0]f32) } output { empty([0]f32) empty([0]f32) 0i64 }
-- input { [1f32] [1f32, 2f32] } error: .

def add (xs: []f32) (ys: []f32) = map2 (+) xs ys

def dot_rows (m: [][]f32) (v: []f32) : []f32 = map (\r -> f32.sum (map2 (*) r v)) m

def count (xs: []f32) (ys: []f32) : i64 =
  let ps = zip xs ys
  in length ps + length xs

entry main (xs: []f32) (ys: []f32) =
  let products = map2 (*) xs ys
  in (add xs ys, products, count xs ys)

-- ==
-- entry: rows
-- input { [[1f32, 2f32], [3f32, 4f32]] [1f32, 1f32] } output { [3f32, 7f32] }

entry rows (m: [][]f32) (v: []f32) = dot_rows m v
