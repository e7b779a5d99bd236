-- For each point, the squared distance to its nearest other point and
-- that point's index: a tuple reduction over all pairs, in two spellings.
-- ==
-- entry: nearest nearest_loop
-- input { [0f32, 1f32, 5f32] [0f32, 0f32, 0f32] }
-- output { [1f32, 1f32, 16f32] [1i64, 0i64, 1i64] }
-- random input { [2]f32 [2]f32 } auto output
-- random input { [300]f32 [300]f32 } auto output
-- random input { [1025]f32 [1025]f32 } auto output

def closer (d1: f32, i1: i64) (d2: f32, i2: i64) =
  if d1 < d2 || (d1 == d2 && i1 < i2) then (d1, i1) else (d2, i2)

entry nearest [n] (xs: [n]f32) (ys: [n]f32) : ([n]f32, [n]i64) =
  unzip (tabulate n (\i ->
    reduce closer (f32.inf, -1)
      (tabulate n (\j -> if i == j then (f32.inf, -1)
                         else let dx = xs[j] - xs[i]
                              let dy = ys[j] - ys[i]
                              in (dx * dx + dy * dy, j)))))

entry nearest_loop [n] (xs: [n]f32) (ys: [n]f32) : ([n]f32, [n]i64) =
  unzip (map2 (\x y ->
    let i = -1
    in reduce_comm closer (f32.inf, i)
         (map3 (\x2 y2 j -> if x2 == x && y2 == y then (f32.inf, -1)
                            else ((x2 - x) ** 2 + (y2 - y) ** 2, j)) xs ys (iota n))) xs ys)
