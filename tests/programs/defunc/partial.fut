-- Partial application of top-level and local functions, of built-ins and
-- of operators; the partial applications are named, passed to `map` and
-- to higher-order definitions, and completed in several steps.
-- ==
-- input { [1, 2, 3] [[1, 2], [3, 4]] }
-- output { [111, 112, 113] 311 [[2, 3], [4, 5]] [6, 7, 8] [10, 20, 30] 6 [2, 4, 6] }

def add3 (a: i32) (b: i32) (c: i32) = a + 10 * b + 100 * c

def on_all (f: i32 -> i32) (xs: []i32) = map f xs

entry main (xs: []i32) (yss: [][]i32) =
  let p1 = add3 1
  let p2 = p1 1
  let scale (s: i32) (x: i32) = s * x
  let by10 = scale 10
  let shift k x = x + k
  in ( map (\x -> add3 x 1 1) xs |> map (+ 10) |> map (\y -> y - 10)
     , p2 3 |> (\r -> r - 10 + 20 - 10)
     , map (map (shift 1)) yss
     , on_all (shift 5) xs
     , on_all by10 xs
     , reduce (+) 0 xs
     , map (scale 2) xs
     )
