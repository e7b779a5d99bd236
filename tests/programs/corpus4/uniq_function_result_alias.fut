-- A function whose result aliases its non-consumed argument; the caller
-- copies before updating, the original stays intact.
-- ==
-- input { [1, 2, 3] }
-- output { [1, 2, 3] [1, 2, 0] [2, 3] }

def middle (xs: []i32) : []i32 = xs[1:]

entry main (xs: []i32) =
  let m = middle xs
  let c = copy xs with [2] = 0
  in (xs, c, m)
