-- Compile error: an in-place update of an array field of a non-unique
-- record parameter.
-- ==
-- error: not consumable

def f (r: {xs: []i32, n: i32}) = r.xs with [0] = r.n

def main (xs: []i32) = f {xs, n = 1}
