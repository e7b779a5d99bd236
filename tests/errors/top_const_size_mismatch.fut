-- A size that names a top-level constant is that constant's size, not a
-- new size parameter: an array of another size does not match it.
-- ==
-- error: Sizes "n" and "4" do not match|Sizes "4" and "n" do not match

def n = 3i64
def f (xs: [n]i32) = xs[0]
def main (xs: [4]i32) = f xs
