-- A field of a named size keeps its size in the declared result type:
-- updating it with a filtered (shorter) array makes the result differ
-- from `pair [k]`.
-- ==
-- error: do not match

type pair [k] = {xs: [k]i32, ys: [k]i32}

def shrink [k] (p: pair [k]) : pair [k] =
  p with xs = filter (> 0) p.xs

def main (a: []i32) = (shrink {xs = a, ys = a}).ys
