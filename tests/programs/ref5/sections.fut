-- Operator sections: `(+)`, left sections `(x -)`, right sections
-- `(- x)`... except that `(-x)` is negation; backtick sections and
-- sections of qualified operators; field sections.
-- ==
-- entry: secs
-- input { [1, 2, 3] }
-- output { [9, 8, 7] [0, 1, 2] [-1, -2, -3] 6 [2, 4, 6] }
-- entry: bt
-- input { [1, 5, 3] }
-- output { [3, 5, 3] [0, 2, 1] [3, 3, 3] }
-- entry: qualified
-- input { [1f32, 4f32] }
-- output { [2f32, 0.5f32] [2f32, 5f32] }
-- entry: fields
-- input { [1, 2] }
-- output { [1, 2] [3, 6] }

entry secs (xs: []i32) =
  (map (10 -) xs, map (\x -> x - 1) xs, map (\x -> -x) xs, reduce (+) 0 xs, map (* 2) xs)
entry bt (xs: []i32) =
  (map (`i32.max` 3) xs, map (`i32.min` 2) (map (\x -> x / 2) xs), map (3 `i32.max`) (map (\x -> x - 3) xs))
entry qualified (xs: []f32) = (map (2 f32./) xs, map (f32.+ 1) xs)
entry fields (xs: []i32) =
  let rs = map (\x -> {a = x, b = (x, 3 * x)}) xs
  in (map (.a) rs, map (.b.1) rs)
