-- Compile error: a function with an existential result (filter) passed
-- where a function returning the size of its argument is expected.
-- ==
-- error: do not match

def app [n] (f: [n]i32 -> [n]i32) (xs: [n]i32) : [n]i32 = f xs

def main (xs: []i32) = app (filter (> 0)) xs
