-- Compile error (error index "consuming-argument"): a consuming function
-- passed where a non-consuming one is expected.
-- ==
-- error: contains consumption

def apply 'a 'b (f: a -> b) (x: a) = f x

def consume (xs: *[]i32) = xs with [0] = 0

def main (arr: *[]i32) = apply consume arr
