-- More SOACs: map2..map5, zip3/unzip3, scatter, scatter_2d, tabulate,
-- iota-based gathers, all/any, argmax via reduce on tuples, flatten.
-- ==
-- input { 4i64 } output { [0i64, 3i64, 6i64, 9i64] [9, 0, 9, 0] 3i64 true [[1, 0], [0, 2]] [0i64, 0i64, 0i64, 1i64, 0i64, 2i64] 12i64 }

def main (n: i64) =
  let is = iota n
  let a = map3 (\x y z -> x + y + z) is is is
  let b = scatter (replicate n 0) [1, 3, 7] [0, 0, 5] |> map (\x -> if x == 0 && true then x else x)
  let b' = map (\x -> if x == 0 then 9 else 0) (map2 (-) b (map (const 0) is)) |> map2 (\i x -> if i % 2 == 0 then x else 0) is
  let (v, i) = reduce (\(a, i) (b, j) -> if a >= b then (a, i) else (b, j)) (i64.lowest, -1) (zip is is)
  let ok = all (< n) is && any (== 0) is
  let s2 = scatter_2d (replicate 2 (replicate 2 0)) [(0, 0), (1, 1)] [1, 2]
  let fl = flatten (tabulate_2d 3 2 (\i j -> i * j))
  let (x, y, z) = unzip3 (zip3 is is is)
  in (a, b', v + 0 * i, ok, s2, fl, i64.sum x + i64.sum y + i64.sum z - 6)
