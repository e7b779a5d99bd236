-- A built-in operator can be shadowed; the user's version is monomorphic.
def (+) (x: i32) (y: i32) = x - y
-- ==
-- input { } output { -1 [0, 0] }
entry main = (1 + 2, map2 (+) [1, 2] [1, 2])
