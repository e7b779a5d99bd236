-- Functions as components of tuples and records: built, passed to
-- definitions, taken apart by patterns and projections, and updated.
-- ==
-- input { [1, 2, 3] 3 }
-- output { [4, 5, 6] [3, 6, 9] 15 [2, 3, 4] 7 24 }

type^ ops = {add: i32 -> i32, mul: i32 -> i32}

def make_ops (k: i32) : ops = {add = (+ k), mul = (* k)}

def apply_both (o: ops) (x: i32) = o.mul (o.add x)

def pair_apply (fg: (i32 -> i32, i32 -> i32)) (x: i32) : (i32, i32) =
  let (f, g) = fg
  in (f x, g x)

entry main (xs: []i32) (k: i32) =
  let o = make_ops k
  let t = (\x -> x + 1, \x -> x * 2, 7)
  let o2 = o with add = (\x -> x - 1)
  let (a, b) = pair_apply (t.0, o.add) 5
  in ( map o.add xs
     , map (\x -> o.mul x) xs
     , apply_both o 1 + a - b + t.2 - 2
     , map o2.add (map t.0 (map (\x -> x + 1) xs))
     , t.2
     , apply_both o2 9
     )
