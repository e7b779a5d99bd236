-- Loops whose array parameter changes size from one iteration to the
-- next (halving, filtering, appending).
-- ==
-- input { [5i32, 3i32, 8i32, 1i32, 9i32, 2i32, 7i32, 4i32] }
-- output { 39i32 1i64 [5i32, 3i32, 1i32] [0i32, 1i32, 2i32, 3i32, 4i32] }

def pairwise_sum (xs: []i32) : i32 =
  let r = loop ys = xs while length ys > 1 do
            let h = length ys / 2
            in tabulate h (\i -> ys[2 * i] + ys[2 * i + 1]) ++ (if length ys % 2 == 1 then [last ys] else [])
  in r[0]

entry main (xs: []i32) =
  let s = pairwise_sum xs
  let f = loop ys = xs for _i < 3 do filter (< i32.maximum ys) ys
  let g = loop acc = [] for i < 5 do acc ++ [i32.i64 i]
  in (s, length (loop ys = xs while length ys > 1 do ys[1:]), take 3 (filter (< 6) f), g)
