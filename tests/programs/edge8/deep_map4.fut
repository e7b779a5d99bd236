-- Four levels of map over a [2][3][4][5] array, with every level's index
-- used in the innermost body.
-- ==
-- entry: idx4
-- input { 2i64 3i64 4i64 5i64 } output { 119 1 1 }
-- input { 2i64 0i64 4i64 5i64 } output { 0 1 1 }
-- entry: sum4
-- input { [[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]] } output { [[[3, 7], [11, 15]]] [[[[2, 3], [4, 5]], [[6, 7], [8, 9]]]] }

def enc (a: i64) (b: i64) (c: i64) (d: i64) (m: i64) (n: i64) (o: i64) : i32 =
  i32.i64 (((a * m + b) * n + c) * o + d)

entry idx4 (l: i64) (m: i64) (n: i64) (o: i64) =
  let x = map (\a -> map (\b -> map (\c -> map (\d -> enc a b c d m n o) (iota o))
                                    (iota n))
                         (iota m))
              (iota l)
  let flat = flatten_4d x
  let ok = all (\(i, v) -> i32.i64 i == v) (zip (indices flat) flat)
  in (i32.maximum (flatten_4d x) |> i32.max 0, i32.bool ok, i32.bool (length flat == l * m * n * o))

entry sum4 (x: [][][][]i32) =
  (map (map (map i32.sum)) x, map (map (map (map (+ 1)))) x)
