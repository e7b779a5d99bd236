-- Operator sections, projection sections, `(|>)` and partial applications
-- of built-ins bound to names and passed to higher-order definitions.
-- ==
-- input { [1, 2] 4 }
-- output { [5, 6] 5 3 4 12 [[2, 3]] 6 }

def app (f: i32 -> i32) (x: i32) = f x
def app2 (g: (i32, i32) -> i32) (p: (i32, i32)) = g p
entry main (xs: []i32) (k: i32) =
  let m = map (+ k)
  let fst = (.0)
  let pr = (|>)
  let plus = (+)
  let s = app (plus 1) k
  let r = reduce plus 0 xs
  let q = app2 fst (k, 2)
  in (m xs, s, r, q, pr 3 (\x -> x * k), map (map (+ 1)) [xs], app (\x -> x + s) 1)
