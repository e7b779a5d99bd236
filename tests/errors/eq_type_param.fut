-- A type parameter does not support equality: `==` is defined on primitive
-- types and on arrays, tuples, records and sums of them.
-- ==
-- error: Type `t` does not support equality

def member 't (x: t) (xs: []t) = any (== x) xs

def main (x: i32) (xs: []i32) = member x xs
