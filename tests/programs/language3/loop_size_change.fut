-- A loop whose array parameter changes size in each iteration.
-- ==
-- input { [1, 2, 3, 4, 5, 6, 7, 8] } output { [36] }
-- input { [5] } output { [5] }

entry main (xs: []i32) =
  loop (ys: []i32) = xs while length ys > 1 do
    let n = length ys / 2
    in tabulate n (\i -> ys[2*i] + ys[2*i+1]) ++ (if length ys % 2 == 1 then [last ys] else [])
