-- Sizes known at compile time that differ are a compile error.
-- ==
-- error: argument 1 of `f`: Sizes "3" and "2" do not match

def f (xs: [3]i32) = xs

def main (_x: i32) = f [1, 2]
