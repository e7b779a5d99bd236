-- The same for a constant whose size is made by its definition
-- (`filter`, no annotation, and annotated `[]i64`), for a record constant
-- with an array field and for a constant inside a module: each is one
-- value of one size, so two uses of it can be zipped, and a function
-- mapped over one constant may return another: its size is not made
-- inside the function (the constant is computed once, before the `map`).

def evens = filter (\x -> x % 2 == 0) (iota 9)

def thirds : []i64 = filter (\x -> x % 3 == 0) (iota 9)

def config : {weights: []f32, bias: f32} = {weights = [0.5, 0.25, 2], bias = 1}

module grid = {
  def cells : [][]u8 = [[1, 0], [0, 1], [1, 1]]
  def ones = map (map (\c -> i32.u8 c)) cells
}

-- ==
-- entry: sums
-- input { } output { [0i64, 4i64, 8i64, 12i64, 16i64] [0i64, 9i64, 36i64] }
entry sums = (map2 (+) evens evens, map2 (*) thirds thirds)

-- ==
-- entry: apply
-- input { } output { [[1.25f32, 1.0625f32, 5f32], [1.5f32, 1.125f32, 9f32]] }
entry apply =
  map (\s -> map2 (\w x -> w * x + config.bias) config.weights (map (* s) config.weights))
      [1f32, 2f32]

-- ==
-- entry: rows
-- input { } output { [[2, 1], [1, 2], [2, 2]] 3i64 }
entry rows = (map (\r -> map2 (+) r (map (\_ -> 1) r)) grid.ones, length (zip grid.cells grid.ones))

-- ==
-- entry: products
-- input { } output { [[0i64, 0i64, 0i64, 0i64, 0i64], [0i64, 12i64, 24i64, 36i64, 48i64], [0i64, 24i64, 48i64, 72i64, 96i64]] }
entry products = map (\a -> map (* (a * 2)) evens) thirds

def scaled (k: i64) = map (\a -> map (\e -> e * a + k) evens) thirds

def count_to (n: i64) : i64 = if n <= 0 then 0 else length evens + count_to (n - 1)

-- ==
-- entry: in_functions
-- input { 1i64 } output { [[1i64, 1i64, 1i64, 1i64, 1i64], [1i64, 7i64, 13i64, 19i64, 25i64], [1i64, 13i64, 25i64, 37i64, 49i64]] 15i64 }
entry in_functions (k: i64) = (scaled k, count_to 3)
