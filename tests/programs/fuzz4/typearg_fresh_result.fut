-- The result of a polymorphic function applied to a fresh value is fresh
-- too (it aliases only its argument), so it may be updated in place; the
-- original stays unchanged (beside typearg_fresh_record, whose fix made
-- type arguments lose their uniqueness).
-- ==
-- input { [1, 2] } output { [7, 3] [9, 4] [5, 2] [1, 2] }

def id 't (x: t) : t = x
def fst 'a 'b ((x, _): (a, b)) : a = x
def main [n] (xs: [n]i32) =
  let ys = id (map (+ 1) xs)
  let ys = ys with [0] = 7
  let zs = fst (map (* 2) xs, {q = map (+ 3) xs})
  let zs = zs with [0] = 9
  let r = id {a = copy xs, b = 1i32}
  let r = r with a = (r.a with [0] = 5)
  in (ys, zs, r.a, xs)
