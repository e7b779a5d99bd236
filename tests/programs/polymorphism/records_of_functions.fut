-- Functions in records and tuples, passed to and taken apart by
-- polymorphic functions.
-- ==
-- input { 3 } output { 7 12 true }

type^ ops 'a = {step: a -> a, combine: a -> a -> a}

def run 'a (o: ops a) (x: a) : a = o.combine (o.step x) x

def pick 'a 'b (p: (a -> b, a -> b)) (first: bool) (x: a) : b = if first then p.0 x else p.1 x

entry main (x: i32) =
  let o : ops i32 = {step = \v -> v + 1, combine = (+)}
  let ob : ops bool = {step = \b -> !b, combine = (||)}
  in (run o x, pick ((\v -> v * 4), (\v -> v - 4)) true x, run ob false)
