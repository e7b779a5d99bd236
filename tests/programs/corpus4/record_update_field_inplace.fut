-- A record field updated with an in-place update of that field's own array.
-- ==
-- input { [1, 2, 3] 7 }
-- output { [5, 2, 3] 7 [1, 2, 3] }

type state [n] = {a: [n]i32, b: i32}

def bump [n] (r: *state [n]) : *state [n] =
  r with a = (r.a with [0] = 5)

entry main (xs: []i32) (k: i32) =
  let r = {a = copy xs, b = k}
  let r = r with a = (r.a with [0] = 5)
  let s = bump {a = copy xs, b = k}
  in (s.a, r.b, xs)
