-- A pattern that may fail to match, in a let (error index,
-- refutable-pattern).
-- ==
-- error: Refutable pattern not allowed here

def first (xs: [](i32, bool)) = let (x, true) = xs[0] in x
