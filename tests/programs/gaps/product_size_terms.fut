-- A coercion to a product whose factor is a size term (`length xs / 2`):
-- `unflatten` reads the two factors of `n * m`, also when one is not a
-- name.
-- ==
-- input { [1, 2, 3, 4, 5] }
-- output { [[1, 2], [3, 4]] [[1, 2], [3, 4]] }
-- input { [1, 2, 3, 4, 5, 6] }
-- output { [[1, 2, 3], [4, 5, 6]] [[1, 2], [3, 4], [5, 6]] }

entry main (xs: []i32) =
  let ys = xs[:2 * (length xs / 2)]
  in (unflatten (ys :> [2 * (length xs / 2)]i32),
      unflatten (xs[:(length xs / 2) * 2] :> [length xs / 2 * 2]i32))
