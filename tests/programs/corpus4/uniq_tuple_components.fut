-- Aliases of a tuple are tracked per component: consuming one component of
-- a tuple variable leaves the others usable, also through a record field
-- updated from its own in-place update.
-- ==
-- input { [1, 2, 3] [4, 5, 6] }
-- output { [9, 2, 3] [4, 5, 6] [1, 2, 3] [0, 5, 6] 7 }

entry main (xs: []i32) (ys: []i32) =
  let r = (copy xs, copy ys)
  let a = r.0 with [0] = 9
  let s = {p = copy xs, q = copy ys, k = 7}
  let s = s with q = (s.q with [0] = 0)
  in (a, r.1, s.p, s.q, s.k)
