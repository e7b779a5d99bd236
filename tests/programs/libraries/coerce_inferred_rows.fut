-- A size coercion of an array whose rows' type is only known by inference
-- (`map2 (++)`): the coercion sees the whole shape, not the rank of the
-- outer array alone.
-- ==
-- input { [[1,2],[3,4]] } output { [[1,2,1,2],[3,4,3,4]] }
def twice [n] 't (a: [n][n]t) : [n][n + n]t = map2 (++) a a :> [n][n + n]t
def main [n] (a: [n][n]i32) = twice a
