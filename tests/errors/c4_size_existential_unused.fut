-- Compile error: an existential size not used as an array size.
-- ==
-- error: not used as array size|not used as an array size

def f (x: i32) : ?[k].i32 = x

def main (x: i32) = f x
