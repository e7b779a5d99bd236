-- A def taking a function argument (inlined at each call).
-- ==
-- input { 3 } output { 12 5 }
def twice f x = f (f x)
entry main (x: i32) = (twice (*2) x, twice (+1) x)
