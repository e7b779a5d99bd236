-- Sizes known at compile time that differ are a compile error.
-- ==
-- error: size 2 where size 3 is required

def f (xs: [3]i32) = xs

def main (_x: i32) = f [1, 2]
